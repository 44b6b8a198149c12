import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  CARRIER_SHEET_FIELDS,
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  SERVICES,
  type CarrierSheetPreview,
} from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useChargeCodeOptions } from '../api/rate-options';
import { byEquipment, type MappingValues } from './carrier-sheet-mapping';

type Props = { preview: CarrierSheetPreview; values: MappingValues; onChange: (v: MappingValues) => void };

/** The mapping step: header row, the column of each field, the price columns, and the values the sheet lacks. */
export function CarrierSheetMappingStep({ preview, values, onChange }: Props) {
  const { t } = useTranslation('rates');
  const codes = useChargeCodeOptions();
  const header = preview.rows.find((r) => r.line === values.headerRow)?.cells ?? [];
  const headers = [...new Set(header.filter((c) => c !== ''))];
  const set = (patch: Partial<MappingValues>) => onChange({ ...values, ...patch });
  const sample = preview.rows.filter((r) => r.line > values.headerRow).slice(0, 5);
  return (
    <Stack gap="sm" data-testid="carrier-sheet-mapping">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('carrierSheet.name')}
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Select
          label={t('carrierSheet.headerRow')}
          data={preview.rows.map((r) => ({
            value: String(r.line),
            label: `${r.line}: ${r.cells.join(' · ').slice(0, 60)}`,
          }))}
          value={String(values.headerRow)}
          onChange={(v) => v && set({ headerRow: Number(v) })}
          allowDeselect={false}
          data-testid="carrier-sheet-header-row"
        />
        <Select
          label={t('carrierSheet.service')}
          data={SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
          value={values.service}
          onChange={(v) => v && set({ service: v, prices: [] })}
          allowDeselect={false}
          data-testid="carrier-sheet-service"
        />
        <Select
          label={t('carrierSheet.chargeCode')}
          searchable
          data={(codes.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.concept} – ${c.description}` }))}
          value={values.chargeCodeId || null}
          onChange={(v) => set({ chargeCodeId: v ?? '' })}
          data-testid="carrier-sheet-charge-code"
        />
        <Select
          label={t('carrierSheet.currency')}
          clearable
          data={[...CURRENCIES]}
          value={values.currency || null}
          onChange={(v) => set({ currency: v ?? '' })}
        />
        <TextInput
          type="date"
          label={t('carrierSheet.validFrom')}
          value={values.validFrom}
          onChange={(e) => set({ validFrom: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('carrierSheet.validTo')}
          value={values.validTo}
          onChange={(e) => set({ validTo: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Text fw={500} size="sm">
        {t('carrierSheet.columnsTitle')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {CARRIER_SHEET_FIELDS.map((f) => (
          <Select
            key={f}
            label={t(`carrierSheet.fields.${f}`)}
            clearable
            data={headers}
            value={values.columns[f] ?? null}
            onChange={(v) => set({ columns: { ...values.columns, [f]: v ?? undefined } })}
            data-testid={`carrier-sheet-column-${f}`}
          />
        ))}
      </SimpleGrid>
      <MultiSelect
        label={t(byEquipment(values.service) ? 'carrierSheet.equipmentColumns' : 'carrierSheet.breakColumns')}
        data={headers}
        value={values.prices.map((p) => p.column)}
        onChange={(cols) =>
          set({
            prices: cols.map(
              (column) => values.prices.find((p) => p.column === column) ?? { column, container: '', from: 0 },
            ),
          })
        }
        data-testid="carrier-sheet-prices"
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {values.prices.map((p, i) => {
          const update = (patch: Partial<(typeof values.prices)[number]>) =>
            set({ prices: values.prices.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return byEquipment(values.service) ? (
            <Select
              key={p.column}
              label={t('carrierSheet.containerOf', { column: p.column })}
              data={CONTAINER_TYPE_CODES}
              value={p.container || null}
              onChange={(v) => update({ container: v ?? '' })}
              data-testid={`carrier-sheet-container-${i}`}
            />
          ) : (
            <NumberInput
              key={p.column}
              label={t('carrierSheet.breakFrom', { column: p.column })}
              min={0}
              value={p.from}
              onChange={(v) => update({ from: typeof v === 'number' ? v : 0 })}
              data-testid={`carrier-sheet-break-${i}`}
            />
          );
        })}
      </SimpleGrid>
      <Text fw={500} size="sm">
        {t('carrierSheet.sampleTitle')}
      </Text>
      <Table.ScrollContainer minWidth={500}>
        <Table striped withTableBorder fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              {header.map((h, i) => (
                <Table.Th key={i}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sample.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                {header.map((_, i) => (
                  <Table.Td key={i}>{r.cells[i] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
