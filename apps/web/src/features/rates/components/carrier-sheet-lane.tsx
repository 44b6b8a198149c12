import { Table, Text } from '@mantine/core';
import type { CarrierSheetPlace } from '@freight/shared';
import { useTranslation } from 'react-i18next';

/** A rate's lane cell: the lane, and how each place not given by its code was read (alias, name). */
export function CarrierSheetLaneCell({
  lane,
  origin,
  destination,
}: {
  lane: string;
  origin: CarrierSheetPlace | null;
  destination: CarrierSheetPlace | null;
}) {
  const { t } = useTranslation('rates');
  return (
    <Table.Td>
      {lane}
      {[origin, destination].map(
        (p) =>
          p &&
          p.matchedFrom !== 'code' && (
            <Text key={p.text} size="xs" c="dimmed">
              {t('carrierSheet.readAs', { text: p.text, how: t(`carrierSheet.matchedFrom.${p.matchedFrom}`) })}
            </Text>
          ),
      )}
    </Table.Td>
  );
}
