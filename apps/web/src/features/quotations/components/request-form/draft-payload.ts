import {
  cargoTotals,
  MAX_DRAFT_NAME_LENGTH,
  MAX_DRAFT_SUMMARY_LENGTH,
  SERVICE_MODE,
  type DraftType,
} from '@freight/shared';
import type { SaveDraftDto } from '@freight/shared/dto';
import type { TFunction } from 'i18next';
import { formSections, packingInputs, type RequestFormValues } from '@/components/request-form/form-values';
import { formatQuantity } from '@/components/request-form/problem-messages';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The lane as codes ("UYMVD → CNSHA"), or null while neither end is chosen. */
function lane(values: RequestFormValues): string | null {
  const express = formSections(values).express;
  const from = express ? values.express.shipper.country?.code : values.origin?.code;
  const to = express ? values.express.recipient.country?.code : values.destination?.code;
  return from || to ? `${from ?? '?'} → ${to ?? '?'}` : null;
}

/**
 * A draft of the request form: its type (quotation or express), a name from the client and lane,
 * a one-line summary for the drafts list (service, cargo) and the raw form values.
 */
export function draftPayload(t: TFunction, language: string, values: RequestFormValues): SaveDraftDto {
  const type: DraftType = SERVICE_MODE[values.service] === 'EXPRESS' ? 'EXPRESS' : 'QUOTATION';
  const route = lane(values);
  const name = [values.client?.label, route].filter(Boolean).join(' · ') || t('quotationForm:draft.defaultName');
  const totals = cargoTotals(packingInputs(values.packingLines), values.service, values.measureSystem);
  const parts = [t(`quotationForm:serviceNames.${values.service}`)];
  if (totals.weightKg > 0) parts.push(`${formatQuantity(totals.weightKg, language)} kg`);
  if (totals.volumeM3 > 0) parts.push(`${formatQuantity(totals.volumeM3, language, 3)} m³`);
  const description = values.goodsDescription.trim();
  if (description) parts.push(description);
  return {
    type,
    name: clip(name, MAX_DRAFT_NAME_LENGTH),
    summary: clip(parts.join(' · '), MAX_DRAFT_SUMMARY_LENGTH),
    data: values,
  };
}
