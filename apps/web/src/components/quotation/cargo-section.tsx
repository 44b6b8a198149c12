import { Table, Text } from '@mantine/core';
import type { QuotationDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/formatting';
import { chargeableText, formatQuantity } from './totals';
import { FieldGrid } from './field-grid';
import { Section } from './section';

/** Packing lines as entered (kg and cm, or lb and in), then containers, trucks and the metric totals. */
export function CargoSection({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const { currencyFormat: nf } = useFormatters();
  const imperial = q.measureSystem === 'IMPERIAL';
  const weightUnit = t(imperial ? 'units.lb' : 'units.kg');
  const lengthUnit = t(imperial ? 'units.in' : 'units.cm');
  const units = { kg: t('units.kg'), wm: t('units.wm') };
  const equipment = [
    ...q.containers.map((c) => {
      // The cargo weight per container, or "to be confirmed", as the commercial gave it (issue 36).
      const weight = c.weight
        ? t('detail.cargo.perContainer', { weight: formatQuantity(c.weight, nf), unit: weightUnit })
        : c.weightToConfirm
          ? t('detail.cargo.weightToConfirm')
          : null;
      return `${c.quantity} × ${c.type}${weight ? ` (${weight})` : ''}`;
    }),
    ...q.trucks.map((tr) => `${tr.quantity} × ${t(`detail.values.truck.${tr.type}`, { defaultValue: tr.type })}`),
  ];

  return (
    <Section title={t('detail.sections.cargo')} testId="detail-cargo">
      {q.packingLines.length > 0 && (
        <Table.ScrollContainer minWidth={520} type="native">
          <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="detail-packing-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.cargo.kind')}</Table.Th>
                <Table.Th ta="right">{t('detail.cargo.quantity')}</Table.Th>
                <Table.Th ta="right">{t('detail.cargo.unitWeight', { unit: weightUnit })}</Table.Th>
                <Table.Th ta="right">{t('detail.cargo.dimensions', { unit: lengthUnit })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.packingLines.map((line, index) => (
                <Table.Tr key={index} data-testid="detail-packing-line">
                  <Table.Td>{t(`detail.values.packageKind.${line.kind}`, { defaultValue: line.kind })}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(line.weight, nf)}</Table.Td>
                  <Table.Td ta="right">
                    {formatQuantity(line.length, nf)} × {formatQuantity(line.width, nf)} ×{' '}
                    {formatQuantity(line.height, nf)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {q.packingLines.length === 0 && equipment.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.cargo.none')}
        </Text>
      )}
      <FieldGrid
        fields={[
          { label: t('detail.cargo.equipment'), value: equipment.join('\n'), testId: 'detail-equipment' },
          { label: t('detail.fields.measureSystem'), value: t(`detail.values.measure.${q.measureSystem}`) },
          {
            label: t('detail.cargo.packages'),
            value: `${q.totals.packages} / ${q.totals.pallets}`,
            testId: 'detail-total-units',
          },
          {
            label: t('detail.cargo.totalWeight'),
            value: `${formatQuantity(q.totals.weightKg, nf)} ${units.kg}`,
            testId: 'detail-total-weight',
          },
          {
            label: t('detail.cargo.totalVolume'),
            value: `${formatQuantity(q.totals.volumeM3, nf)} ${t('units.m3')}`,
            testId: 'detail-total-volume',
          },
          { label: t('detail.cargo.chargeable'), value: chargeableText(q, units, nf), testId: 'detail-chargeable' },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t(`detail.cargo.rule.${q.transportMode}`)}
      </Text>
    </Section>
  );
}
