import { cargoTotals, SERVICE_MODE, type MeasureSystem, type Service } from '@freight/shared';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { packingInputs, type PackingLineValues } from './form-values';
import { UNITS, useFormatters } from '@/lib/formatting';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

type CargoTotalsProps = { lines: readonly PackingLineValues[]; service: Service; measureSystem: MeasureSystem };

/**
 * Totals recomputed on every keystroke with the same maths the server stores (always in kg and
 * m3, imperial input converted), and the chargeable rule of the mode spelled out.
 */
export function CargoTotals({ lines, service, measureSystem }: CargoTotalsProps) {
  const { t } = useTranslation('quotationForm');
  const format = useFormatters();
  const totals = cargoTotals(packingInputs(lines), service, measureSystem);
  const n = (value: number, digits = 2) => format.number(value, digits);
  const chargeable =
    totals.chargeableUnit === 'WM'
      ? t('totals.wm', { value: n(totals.chargeable, 3) })
      : `${n(totals.chargeable)} ${UNITS.kg}`;

  return (
    <Paper withBorder p="sm" radius="md" data-testid="request-form-totals">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {t('totals.title')}
        </Text>
        {/* Units are case-sensitive ("1 t", "m³"): no upper-casing. */}
        <Badge variant="light" tt="none" data-testid="request-form-chargeable-rule">
          {t(`totals.rules.${SERVICE_MODE[service]}`)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label={t('totals.packages')} value={n(totals.packages, 0)} testId="request-form-total-packages" />
        <Figure label={t('totals.pallets')} value={n(totals.pallets, 0)} testId="request-form-total-pallets" />
        <Figure
          label={t('totals.weight')}
          value={`${n(totals.weightKg)} ${UNITS.kg}`}
          testId="request-form-total-weight"
        />
        <Figure
          label={t('totals.volume')}
          value={`${n(totals.volumeM3, 3)} ${UNITS.m3}`}
          testId="request-form-total-volume"
        />
        <Figure label={t('totals.chargeable')} value={chargeable} testId="request-form-total-chargeable" />
      </SimpleGrid>
      {measureSystem === 'IMPERIAL' && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('totals.converted')}
        </Text>
      )}
    </Paper>
  );
}
