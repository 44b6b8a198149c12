import { Badge, Group, Table, Text } from '@mantine/core';
import { CARRIER_SHEET_LISTED_ROWS, type CarrierSheetImportResult, type CarrierSheetRowOutcome } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/formatting';
import { useCarrierSheetVersions } from '../api/carrier-sheets';
import { CarrierSheetLaneCell } from './carrier-sheet-lane';

const COLOR: Record<CarrierSheetRowOutcome, string> = {
  CREATED: 'green',
  UPDATED: 'blue',
  UNCHANGED: 'gray',
  REFUSED: 'red',
};

const OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;

/**
 * What a sheet would do (or did): the counts, then each new, updated or refused rate with its row number
 * and outcome (the first of each the answer lists), and how many more of each are not shown.
 */
export function CarrierSheetResults({ result }: { result: CarrierSheetImportResult }) {
  const { t } = useTranslation('rates');
  const unlisted = OUTCOMES.filter((k) => result.unlisted[k] > 0).map((k) =>
    t(`carrierSheet.counts.${k}`, { count: result.unlisted[k] }),
  );
  return (
    <>
      <Group gap="xs" data-testid="carrier-sheet-counts">
        {OUTCOMES.map((k) => (
          <Badge key={k} variant="light" color={COLOR[k.toUpperCase() as CarrierSheetRowOutcome]}>
            {t(`carrierSheet.counts.${k}`, { count: result.counts[k] })}
          </Badge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={500} mah={360}>
        <Table striped withTableBorder fz="sm" data-testid="carrier-sheet-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('carrierSheet.row')}</Table.Th>
              <Table.Th>{t('carrierSheet.lane')}</Table.Th>
              <Table.Th>{t('carrierSheet.container')}</Table.Th>
              <Table.Th>{t('carrierSheet.outcome')}</Table.Th>
              <Table.Th>{t('carrierSheet.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>{r.line}</Table.Td>
                <CarrierSheetLaneCell lane={r.lane} origin={r.origin} destination={r.destination} />
                <Table.Td>{r.container ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={COLOR[r.outcome]}>
                    {t(`carrierSheet.outcomes.${r.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.code ? `${r.column ? `${r.column}: ` : ''}${t(`errors:${r.code}`)}` : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {unlisted.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="carrier-sheet-unlisted">
          {t('carrierSheet.notShown', { list: unlisted.join(' · '), max: CARRIER_SHEET_LISTED_ROWS })}
        </Text>
      )}
    </>
  );
}

/** The carrier's sheet versions, newest first: who applied each, when, and what it did. */
export function CarrierSheetVersions({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation('rates');
  const versions = useCarrierSheetVersions(carrierId);
  if (!versions.data?.length)
    return (
      <Text size="sm" c="dimmed">
        {t('carrierSheet.noVersions')}
      </Text>
    );
  return (
    <Table striped withTableBorder fz="sm" data-testid="carrier-sheet-versions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('carrierSheet.version')}</Table.Th>
          <Table.Th>{t('carrierSheet.file')}</Table.Th>
          <Table.Th>{t('carrierSheet.appliedBy')}</Table.Th>
          <Table.Th>{t('carrierSheet.rowCounts')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.data.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>{v.version}</Table.Td>
            <Table.Td>{v.fileName}</Table.Td>
            <Table.Td>
              {v.createdBy.name} · {formatDateTime(v.createdAt)}
            </Table.Td>
            <Table.Td>
              {t('carrierSheet.versionCounts', {
                created: v.created,
                updated: v.updated,
                unchanged: v.unchanged,
                refused: v.refused,
              })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
