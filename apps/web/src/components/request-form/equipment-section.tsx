import { ActionIcon, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumericInput } from '@/components/number-input';
import { emptyContainerLine, emptyTruckLine } from './form-values';
import { formatQuantity } from './problem-messages';
import { LineListFooter } from './line-list-footer';
import type { RequestFormContext } from './request-form-context';

const MAX_LINES = 20;

type EquipmentPath = 'containers' | 'trucks';

/**
 * A full container's cargo weight per container (kg, lb when imperial), or the commercial's explicit
 * "to be confirmed" (issue 36: an FCL request is not accepted with no weight at all).
 */
function ContainerWeight({ context, index }: { context: RequestFormContext; index: number }) {
  const { form, errorOf } = context;
  const { t } = useTranslation('quotationForm');
  const line = form.values.containers[index];
  const unit = form.values.measureSystem === 'IMPERIAL' ? 'lb' : 'kg';
  return (
    <Stack gap={4} w={190}>
      <NumericInput
        label={t('containers.weight', { unit })}
        decimalScale={2}
        disabled={line.weightToConfirm}
        {...form.getInputProps(`containers.${index}.weight`)}
        error={errorOf(`containers.${index}.weight`)}
        data-testid="request-form-containers-weight"
      />
      <Checkbox
        size="xs"
        label={t('containers.weightToConfirm')}
        {...form.getInputProps(`containers.${index}.weightToConfirm`, { type: 'checkbox' })}
        data-testid="request-form-containers-weight-tbc"
      />
    </Stack>
  );
}

/**
 * Quantity and type lines: containers for FCL (each type with its max payload and volume) or
 * trucks for FTL. Errors of the list as a whole (capacity) show under it.
 */
export function EquipmentSection({ context, path }: { context: RequestFormContext; path: EquipmentPath }) {
  const { form, reference, errorOf } = context;
  const { t, i18n } = useTranslation('quotationForm');
  const lines = form.values[path];
  const options =
    path === 'containers'
      ? reference.containerTypes.map((c) => ({
          value: c.code,
          label: `${c.code} (${t('containers.capacity', {
            payload: formatQuantity(c.maxPayloadKg, i18n.language),
            volume: c.volumeM3 ? `${formatQuantity(c.volumeM3, i18n.language)} m³` : t('containers.unlimited'),
          })})`,
        }))
      : reference.truckTypes.map((type) => ({ value: type, label: t(`truckTypes.${type}`) }));
  const listError = errorOf(path);

  return (
    <Stack gap="xs" data-testid={`request-form-${path}`}>
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" gap="sm" wrap="wrap" data-testid={`request-form-${path}-line`}>
          <NumericInput
            label={t(`${path}.quantity`)}
            decimalScale={0}
            w={110}
            {...form.getInputProps(`${path}.${index}.quantity`)}
            error={errorOf(`${path}.${index}.quantity`)}
            data-testid={`request-form-${path}-quantity`}
          />
          <Select
            label={t(`${path}.type`)}
            placeholder={t(`${path}.typePlaceholder`)}
            data={options}
            searchable
            allowDeselect={false}
            style={{ flex: 1 }}
            miw={160}
            {...form.getInputProps(`${path}.${index}.type`)}
            error={errorOf(`${path}.${index}.type`)}
            data-testid={`request-form-${path}-type`}
          />
          {path === 'containers' && <ContainerWeight context={context} index={index} />}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t(`${path}.remove`)}
            disabled={lines.length <= 1}
            onClick={() => form.removeListItem(path, index)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <LineListFooter
        error={listError}
        errorTestId={`request-form-${path}-error`}
        addLabel={t(`${path}.add`)}
        addTestId={`request-form-${path}-add`}
        canAdd={lines.length < MAX_LINES}
        onAdd={() => form.insertListItem(path, path === 'containers' ? emptyContainerLine() : emptyTruckLine())}
      />
    </Stack>
  );
}
