import { Badge, Button, Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorRows, FULL_LABEL } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useAssignableUsers, useClientAssignments, useSetAssignments } from '../api/assignments';

/** The commercial and the operatives of a client, and who changed them when. */
export function AssignmentsSection({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useTranslation(['clients', 'common']);
  const format = useFormatters();
  const assignments = useClientAssignments(clientId);
  const commercials = useAssignableUsers('COMMERCIAL');
  const operatives = useAssignableUsers('OPERATIVE');
  const save = useSetAssignments(clientId);
  const [commercialId, setCommercialId] = useState<string | null>(null);
  const [operativeIds, setOperativeIds] = useState<string[]>([]);
  const data = assignments.data;

  // The pickers start from the saved state, and follow it after each save.
  useEffect(() => {
    if (!data) return;
    setCommercialId(data.commercial?.id ?? null);
    setOperativeIds(data.operatives.map((o) => o.id));
  }, [data]);

  // A user no longer assignable (inactive) still shows under their name while assigned.
  const options = (
    list: { id: string; name: string; code: string }[] | undefined,
    current: { id: string; name: string; code: string }[],
  ) => {
    const all = [...(list ?? [])];
    for (const u of current) if (!all.some((x) => x.id === u.id)) all.push(u);
    return all.map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));
  };

  const submit = () =>
    save.mutate(
      { commercialId, operativeIds },
      { onSuccess: () => notifySuccess(t('toasts.assignmentsSaved')), onError: notifyError },
    );

  // Until the saved assignments are read, the pickers are empty: saving them then would unassign everyone.
  if (assignments.isError && !data) return <QueryErrorRows query={assignments} />;

  return (
    <Stack gap="md" data-testid="client-assignments">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('fields.commercial')}
          data={options(commercials.data, data?.commercial ? [data.commercial] : [])}
          value={commercialId}
          onChange={setCommercialId}
          searchable
          clearable
          disabled={!canEdit}
          w={260}
          data-testid="assignments-commercial"
        />
        <MultiSelect
          label={t('assignments.operatives')}
          data={options(operatives.data, data?.operatives ?? [])}
          value={operativeIds}
          onChange={setOperativeIds}
          searchable
          clearable
          disabled={!canEdit}
          w={360}
          data-testid="assignments-operatives"
        />
        {canEdit && (
          <Button onClick={submit} loading={save.isPending} disabled={!data} data-testid="assignments-save">
            {t('common:actions.save')}
          </Button>
        )}
      </Group>
      <Text fw={500}>{t('assignments.history')}</Text>
      {!data || data.history.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('assignments.empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" striped data-testid="assignments-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assignments.when')}</Table.Th>
              <Table.Th>{t('assignments.role')}</Table.Th>
              <Table.Th>{t('assignments.user')}</Table.Th>
              <Table.Th>{t('assignments.change')}</Table.Th>
              <Table.Th>{t('assignments.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.history.map((h) => (
              <Table.Tr key={h.id} data-testid="assignments-history-row">
                <Table.Td>{format.dateTime(h.at)}</Table.Td>
                <Table.Td>{t(`assignments.roles.${h.role}`)}</Table.Td>
                <Table.Td>{h.user?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge styles={FULL_LABEL} variant="light" color={h.action === 'ASSIGNED' ? 'green' : 'gray'}>
                    {t(`assignments.actions.${h.action}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{h.by?.name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
