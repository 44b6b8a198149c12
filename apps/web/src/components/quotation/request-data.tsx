import { Anchor, Stack } from '@mantine/core';
import type { Currency, QuotationDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters, type Formatters } from '@/lib/formatting';
import { hasPermission, useSession } from '@/lib/session';
import { AddressesSection } from './addresses-section';
import { CargoSection } from './cargo-section';
import { FieldGrid } from './field-grid';
import { Section } from './section';

/** An amount in its own currency, with the user's number format (spec section 9). */
function money(format: Formatters, value: number | null, currency: Currency): string | null {
  if (value === null) return null;
  const text = format.currency(value);
  // The local format already names US dollars ("US$ 1.000,00"); other currencies get their code.
  if (currency === 'USD' && format.currencyFormat !== 'US') return text;
  return `${currency} ${text.replace(/^(-?)US\$ /, '$1')}`;
}

const list = (values: string[]) => (values.length ? values.join('\n') : null);

/** Everything the commercial asked for: lane, goods, cargo, dates, addresses, parties and comments. */
export function RequestData({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const canViewClient = hasPermission(useSession(), 'VIEW_CLIENT');
  const yesNo = (value: boolean) => t(value ? 'detail.values.yes' : 'detail.values.no');
  const place = (code: string | null, name: string | null) => (code ? `${name ?? ''} (${code})`.trim() : name);

  return (
    <Stack gap="md" data-testid="quotation-request-data">
      <Section title={t('detail.sections.general')}>
        <FieldGrid
          fields={[
            { label: t('detail.fields.service'), value: t(`services.${q.service}`), testId: 'detail-service' },
            { label: t('detail.fields.mode'), value: t(`modes.${q.transportMode}`) },
            { label: t('detail.fields.incoterm'), value: q.incoterm, testId: 'detail-incoterm' },
            { label: t('detail.fields.origin'), value: place(q.originCode, q.originName), testId: 'detail-origin' },
            {
              label: t('detail.fields.destination'),
              value: place(q.destinationCode, q.destinationName),
              testId: 'detail-destination',
            },
            { label: t('detail.fields.company'), value: q.company },
            {
              label: t('detail.fields.client'),
              value: canViewClient ? (
                <Anchor component={Link} to={`/clients/${q.client.id}`} size="sm" title={t('clientPage.open')}>
                  {q.client.name}
                </Anchor>
              ) : (
                q.client.name
              ),
              testId: 'detail-client',
            },
            { label: t('detail.fields.clientReference'), value: q.clientReference },
            { label: t('detail.fields.commercial'), value: q.commercial.name, testId: 'detail-commercial' },
            { label: t('detail.fields.assignedTo'), value: q.assignedTo?.name },
            { label: t('detail.fields.pricingUser'), value: q.pricingUser?.name },
            { label: t('detail.fields.createdAt'), value: format.dateTime(q.createdAt) },
          ]}
        />
      </Section>
      <Section title={t('detail.sections.goods')}>
        <FieldGrid
          fields={[
            {
              label: t('detail.fields.commodityType'),
              value: t(`detail.values.commodity.${q.commodityType}`, { defaultValue: q.commodityType }),
            },
            { label: t('detail.fields.goodsDescription'), value: q.goodsDescription, testId: 'detail-goods' },
            { label: t('detail.fields.stackable'), value: t(`detail.values.stackable.${q.stackable}`) },
            {
              label: t('detail.fields.goodsValue'),
              value: money(format, q.goodsValue, q.goodsCurrency),
              testId: 'detail-goods-value',
            },
            { label: t('detail.fields.insurance'), value: yesNo(q.hasInsurance) },
            {
              label: t('detail.fields.insuranceValue'),
              value: q.hasInsurance ? money(format, q.insuranceValue, q.insuranceCurrency) : null,
            },
          ]}
        />
      </Section>
      <CargoSection quotation={q} />
      <Section title={t('detail.sections.dates')}>
        <FieldGrid
          fields={[
            // Calendar days, shown as dd/mm/yyyy without a time-zone shift.
            {
              label: t('detail.fields.shipmentDate'),
              value: q.shipmentDate && format.date(q.shipmentDate),
              testId: 'detail-shipment-date',
            },
            {
              label: t('detail.fields.goodsReadyDate'),
              value: q.goodsReadyDate && format.date(q.goodsReadyDate),
              testId: 'detail-ready-date',
            },
          ]}
        />
      </Section>
      <AddressesSection quotation={q} />
      <Section title={t('detail.sections.parties')}>
        <FieldGrid
          cols={2}
          fields={[
            { label: t('detail.fields.sellers'), value: list(q.sellers), testId: 'detail-sellers' },
            { label: t('detail.fields.buyers'), value: list(q.buyers), testId: 'detail-buyers' },
          ]}
        />
      </Section>
      <Section title={t('detail.sections.comments')}>
        <FieldGrid
          cols={1}
          fields={[{ label: t('detail.fields.pricingComments'), value: q.pricingComments, testId: 'detail-comments' }]}
        />
      </Section>
    </Stack>
  );
}
