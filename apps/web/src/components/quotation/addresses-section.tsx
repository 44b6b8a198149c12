import { Stack } from '@mantine/core';
import type { QuotationDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from './field-grid';
import { Section } from './section';

type Address = {
  description?: string;
  city?: string;
  stateOrProvinceCode?: string;
  postalCode?: string;
  countryCode?: string;
};

// Stored as JSON: read only the string fields, whatever else a future version adds.
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function asAddress(value: unknown): Address | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  return {
    description: text(v.description),
    city: text(v.city),
    stateOrProvinceCode: text(v.stateOrProvinceCode),
    postalCode: text(v.postalCode),
    countryCode: text(v.countryCode),
  };
}

function addressText(a: Address | null): string | null {
  if (!a) return null;
  const line2 = [a.postalCode, a.city, a.stateOrProvinceCode, a.countryCode].filter(Boolean).join(', ');
  return [a.description, line2].filter(Boolean).join('\n');
}

/** Pickup data (EXW/FCA) and, for express, shipper and recipient; hidden when the request has neither. */
export function AddressesSection({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const express = q.express;
  const pickup = q.pickup;
  if (!express && !pickup) return null;
  const direction = text(express?.direction);

  return (
    <Stack gap="md">
      {pickup && (
        <Section title={t('detail.sections.pickup')} testId="detail-pickup">
          <FieldGrid
            fields={[
              { label: t('detail.fields.address'), value: pickup.address },
              { label: t('detail.fields.postalCode'), value: pickup.postalCode },
              { label: t('detail.fields.city'), value: pickup.city },
              { label: t('detail.fields.state'), value: pickup.state },
              { label: t('detail.fields.supplier'), value: pickup.supplier },
              { label: t('detail.fields.orderNumber'), value: pickup.orderNumber },
            ]}
          />
        </Section>
      )}
      {express && (
        <Section title={t('detail.sections.express')} testId="detail-express">
          <FieldGrid
            fields={[
              {
                label: t('detail.fields.direction'),
                value: direction && t(`detail.values.direction.${direction}`, { defaultValue: direction }),
              },
              {
                label: t('detail.fields.shipmentKind'),
                value: t(express.isDocument === true ? 'detail.values.document' : 'detail.values.package'),
              },
              { label: t('detail.fields.insurer'), value: text(express.insurer) },
              {
                label: t('detail.fields.shipper'),
                value: addressText(asAddress(express.shipper)),
                testId: 'detail-shipper',
              },
              {
                label: t('detail.fields.recipient'),
                value: addressText(asAddress(express.recipient)),
                testId: 'detail-recipient',
              },
            ]}
          />
        </Section>
      )}
    </Stack>
  );
}
