import { ActionIcon, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumericInput } from '@/components/number-input';
import { CargoTotals } from './cargo-totals';
import { emptyPackingLine } from './form-values';
import { LineListFooter } from './line-list-footer';
import type { RequestFormContext } from './request-form-context';

const MAX_LINES = 100;
const DIMENSIONS = ['weight', 'length', 'width', 'height'] as const;

/** Packing lines (packages or pallets, quantity, per-unit weight and dimensions), measure system and live totals. */
export function PackingSection({ form, reference, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  const lines = form.values.packingLines;
  const imperial = form.values.measureSystem === 'IMPERIAL';
  const units = { weight: imperial ? 'lb' : 'kg', length: imperial ? 'in' : 'cm' };
  const listError = errorOf('packingLines');

  return (
    <Stack gap="xs" data-testid="request-form-packing">
      <Group gap="sm">
        <Text size="sm">{t('fields.measureSystem')}</Text>
        <SegmentedControl
          size="xs"
          data={reference.measureSystems.map((m) => ({ value: m, label: t(`measureSystems.${m}`) }))}
          {...form.getInputProps('measureSystem')}
          data-testid="request-form-measure-system"
        />
      </Group>
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" gap="xs" wrap="wrap" data-testid="request-form-packing-line">
          <Select
            label={t('packing.kind')}
            data={reference.packageKinds.map((k) => ({ value: k, label: t(`packageKinds.${k}`) }))}
            allowDeselect={false}
            w={120}
            {...form.getInputProps(`packingLines.${index}.kind`)}
            data-testid="request-form-packing-kind"
          />
          <NumericInput
            label={t('packing.quantity')}
            decimalScale={0}
            w={90}
            {...form.getInputProps(`packingLines.${index}.quantity`)}
            error={errorOf(`packingLines.${index}.quantity`)}
            data-testid="request-form-packing-quantity"
          />
          {DIMENSIONS.map((field) => (
            <NumericInput
              key={field}
              label={t(`packing.${field}`, { unit: field === 'weight' ? units.weight : units.length })}
              decimalScale={2}
              style={{ flex: 1 }}
              miw={80}
              {...form.getInputProps(`packingLines.${index}.${field}`)}
              error={errorOf(`packingLines.${index}.${field}`)}
              data-testid={`request-form-packing-${field}`}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('packing.remove')}
            disabled={lines.length <= 1}
            onClick={() => form.removeListItem('packingLines', index)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <LineListFooter
        error={listError}
        errorTestId="request-form-packingLines-error"
        addLabel={t('packing.add')}
        addTestId="request-form-packing-add"
        canAdd={lines.length < MAX_LINES}
        onAdd={() => form.insertListItem('packingLines', emptyPackingLine())}
      />
      <CargoTotals lines={lines} service={form.values.service} measureSystem={form.values.measureSystem} />
    </Stack>
  );
}
