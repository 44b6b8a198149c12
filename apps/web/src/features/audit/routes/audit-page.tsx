import { Button, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { AUDIT_ENTITY_TYPES, type AuditEventItem } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { QueryErrorRows } from '@/components/data-table';
import { DateRangeFilter, isDateRangePreset, rangeInstants, resolveDateRange } from '@/components/dates';
import { FilterBar, usePersistentFilters } from '@/components/filter-bar';
import { useFormatters } from '@/lib/formatting';
import { usePreferences } from '@/lib/preferences';
import { useAuditEvents } from '../api/get-audit';
import { AUDIT_NAMESPACES, auditActionKey, auditFieldKey, auditValue } from '../components/audit-labels';

type AuditScreenFilters = {
  entityType: string | null;
  userId: string;
  datePreset: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};
const AUDIT_FILTER_DEFAULTS: AuditScreenFilters = {
  entityType: null,
  userId: '',
  datePreset: null,
  dateFrom: null,
  dateTo: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Before → after of the fields that changed, compact, with field names and known codes in words. */
function Change({ event }: { event: AuditEventItem }) {
  // Codes are worded by the namespaces that own them (quotations:statuses, rates:services, ...).
  const { t } = useTranslation(AUDIT_NAMESPACES);
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (keys.length === 0) return null;
  const shown = (field: string, value: unknown) => {
    const v = auditValue(event.entityType, field, value);
    return 'key' in v ? t(v.key) : v.text;
  };
  const label = (field: string) => {
    const key = auditFieldKey(field);
    return key ? t(key) : field;
  };
  return (
    <Stack gap={2}>
      {keys.map((k) => (
        <Text key={k} size="xs" data-testid="audit-change">
          <Text span fw={600} size="xs" title={k}>
            {label(k)}
          </Text>{' '}
          {event.before && k in event.before ? `${shown(k, event.before[k])} → ` : ''}
          {event.after && k in event.after ? shown(k, event.after[k]) : ''}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /audit (UPDATE_USER): the append-only audit trail, newest first, filtered by kind of record,
 * acting user (id) and date range; dates dd/mm/yyyy HH:mm in the reader's time zone.
 */
export function AuditPage() {
  const { t } = useTranslation(AUDIT_NAMESPACES);
  const format = useFormatters();
  const { timeZone } = usePreferences();
  // Kept for the next visit like every list's filters (spec section 4).
  const saved = usePersistentFilters('audit', AUDIT_FILTER_DEFAULTS);
  const { userId } = saved.values;
  const entityType = AUDIT_ENTITY_TYPES.find((v) => v === saved.values.entityType) ?? null;
  const dates = {
    preset: isDateRangePreset(saved.values.datePreset) ? saved.values.datePreset : null,
    from: saved.values.dateFrom,
    to: saved.values.dateTo,
  };
  const range = resolveDateRange(dates, new Date(), timeZone);
  const instants = range ? rangeInstants(range, timeZone) : null;
  const query = useAuditEvents({
    entityType: entityType ?? undefined,
    userId: UUID.test(userId.trim()) ? userId.trim() : undefined,
    from: instants?.start,
    to: instants?.end,
  });
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  const actionLabel = (action: string) => {
    const key = auditActionKey(action);
    return key ? t(key) : action;
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.audit')}
      </Title>
      <FilterBar onClear={saved.clear} canClear={saved.isDirty}>
        <Select
          label={t('filters.entityType')}
          placeholder={t('filters.any')}
          data={AUDIT_ENTITY_TYPES.map((v) => ({ value: v, label: t(`entityTypes.${v}`) }))}
          value={entityType}
          onChange={(v) => saved.setValue('entityType', v)}
          clearable
          data-testid="audit-entity-type"
        />
        <Select
          label={t('filters.user')}
          placeholder={t('filters.userId')}
          data={[
            ...new Map(events.filter((e) => e.actorId).map((e) => [e.actorId!, e.actorName ?? e.actorId!])).entries(),
          ].map(([value, label]) => ({ value, label }))}
          value={UUID.test(userId) ? userId : null}
          onChange={(v) => saved.setValue('userId', v ?? '')}
          searchable
          clearable
          data-testid="audit-user"
        />
        <DateRangeFilter
          label={t('filters.dates')}
          value={dates}
          onChange={(r) => saved.setValues({ datePreset: r.preset, dateFrom: r.from, dateTo: r.to })}
          data-testid="audit-dates"
        />
      </FilterBar>
      {query.isError && <QueryErrorRows query={query} />}
      {query.isPending && <Loader size="sm" data-testid="audit-loading" />}
      {/* Under a new filter the last rows stay (dimmed) until the filtered ones arrive. */}
      <Table
        striped
        aria-busy={query.isPlaceholderData}
        opacity={query.isPlaceholderData ? 0.6 : 1}
        data-testid="audit-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.at')}</Table.Th>
            <Table.Th>{t('columns.actor')}</Table.Th>
            <Table.Th>{t('columns.entity')}</Table.Th>
            <Table.Th>{t('columns.action')}</Table.Th>
            <Table.Th>{t('columns.change')}</Table.Th>
            <Table.Th>{t('columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id} data-testid="audit-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(e.at)}</Table.Td>
              <Table.Td>{e.actorName ?? (e.actorId ? e.actorId.slice(0, 8) : t('values.system'))}</Table.Td>
              <Table.Td>
                {t(`entityTypes.${e.entityType}`)}
                {e.entityId ? (
                  <Text size="xs" c="dimmed">
                    {e.entityId}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td data-testid="audit-action" title={e.action}>
                {actionLabel(e.action)}
              </Table.Td>
              <Table.Td>
                <Change event={e} />
              </Table.Td>
              <Table.Td>{e.ip ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {query.isSuccess && events.length === 0 && <Text data-testid="audit-empty">{t('empty')}</Text>}
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            data-testid="audit-more"
          >
            {t('more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
