import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { QuotationRuleItem } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { QueryErrorRows } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';
import { locationName } from '@/lib/locations';
import { useLocationNames } from '../api/location-names';
import { useDeleteRule, useRules } from '../api/rules-api';
import { placeCodes, ruleFilterText } from '../components/rule-filter-text';
import { RuleDrawer, type RuleDrawerTarget } from '../components/rule-drawer';
import { BADGE_FIT } from '../components/use-rate-columns';

/** /pricing/reglas-cotizacion: the rules in evaluation order, their editor and "test this rule". */
export function RulesPage() {
  const { t, i18n } = useTranslation(['rates', 'nav', 'quotations']);
  const f = useFormatters();
  const rules = useRules();
  const remove = useDeleteRule();
  const [drawer, setDrawer] = useState<RuleDrawerTarget>(null);
  const items = rules.data ?? [];
  const nextPosition = items.reduce((n, r) => Math.max(n, r.position + 1), 1);
  const places = useLocationNames(
    placeCodes(
      items.flatMap((r) =>
        r.filters
          .filter((x) => (x.filterType === 'ORIGIN' || x.filterType === 'DESTINATION') && x.condition !== 'CONTAINS')
          .flatMap((x) => x.value.split(',')),
      ),
    ),
  );
  const placeNames = (code: string) => {
    const item = places.get(code);
    return item && locationName(item, i18n.language);
  };

  const confirmDelete = (r: QuotationRuleItem) =>
    openConfirm({
      danger: true,
      message: t('rules.confirmDelete', { name: r.name }),
      confirmLabel: t('rules.delete'),
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: () => notifySuccess(t('rules.toasts.deleted', { name: r.name })),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.pricingRules')}
        </Title>
        {/* The new rule's position follows the saved ones: unknown until they are read. */}
        <Button
          onClick={() => setDrawer({ kind: 'new', nextPosition })}
          disabled={!rules.isSuccess}
          data-testid="rule-new"
        >
          {t('rules.new')}
        </Button>
      </Group>
      {rules.isPending && <Loader data-testid="rules-loading" />}
      {rules.isError && !rules.data && <QueryErrorRows query={rules} />}
      {rules.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="rules-empty">
          {t('rules.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped data-testid="rules-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rules.columns.position')}</Table.Th>
                <Table.Th>{t('rules.columns.name')}</Table.Th>
                <Table.Th>{t('rules.columns.filters')}</Table.Th>
                <Table.Th>{t('rules.columns.margin')}</Table.Th>
                <Table.Th>{t('rules.columns.flags')}</Table.Th>
                <Table.Th>{t('rules.columns.created')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.id} data-testid="rule-row" data-name={r.name}>
                  <Table.Td>{r.position}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    {r.rate && (
                      <Text size="xs" c="dimmed">
                        {r.rate.label}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.filters.length === 0 && <Text size="sm">{t('rules.noFilters')}</Text>}
                    {/* One line per filter: all must hold, and a separator between them read as an empty value. */}
                    {r.filters.map((x, i) => (
                      <Text size="sm" key={i} data-testid="rule-filter-text">
                        {ruleFilterText(t, i18n.language, x, placeNames)}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{f.percent(r.marginPercent)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge color={r.active ? 'green' : 'gray'} variant="light" style={BADGE_FIT}>
                        {t(r.active ? 'rules.active' : 'rules.inactive')}
                      </Badge>
                      {r.autorate && (
                        <Badge variant="light" style={BADGE_FIT}>
                          {t('rules.filterTypes.AUTORATE')}
                        </Badge>
                      )}
                      {r.send && (
                        <Badge color="orange" variant="light" style={BADGE_FIT}>
                          {t('rules.sends')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{f.dateTime(r.createdAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {r.createdBy?.name ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setDrawer({ kind: 'edit', rule: r })}
                        data-testid={`rule-edit-${r.id}`}
                      >
                        {t('rules.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmDelete(r)}
                        data-testid={`rule-delete-${r.id}`}
                      >
                        {t('rules.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RuleDrawer target={drawer} onClose={() => setDrawer(null)} />
    </Stack>
  );
}
