import { CONTAINER_TYPE_CODES, type QuotationRuleInput } from '@freight/shared';
import type { CreateQuotationDto } from '@freight/shared/dto';
import {
  formSections,
  isBlankLine,
  packingInputs,
  toNumber,
  type AddressValues,
  type RequestFormValues,
} from './form-values';

/** The body as sent: defaults the server fills in (company, currencies, ...) may be left out. */
export type CreateQuotationBody = Partial<CreateQuotationDto> &
  Pick<CreateQuotationDto, 'service' | 'clientId' | 'goodsDescription'>;

const text = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

function toAddress(a: AddressValues) {
  return {
    description: a.description.trim(),
    city: a.city.trim(),
    stateOrProvinceCode: text(a.stateOrProvinceCode),
    postalCode: text(a.postalCode),
    countryCode: a.country?.code ?? '',
  };
}

/** The request body for the chosen service: fields of hidden sections are left out. */
export function toCreateBody(values: RequestFormValues): CreateQuotationBody {
  const sections = formSections(values);
  const lines = sections.packing ? packingInputs(values.packingLines.filter((l) => !isBlankLine(l))) : [];
  const goodsValue = toNumber(values.goodsValue);
  const insuranceValue = toNumber(values.insuranceValue);
  const notes = values.notes
    .filter((n) => n.text.trim() !== '')
    .map((n) => ({ visibility: n.visibility, text: n.text.trim() }));
  const shipper = values.express.shipper.country;
  const recipient = values.express.recipient.country;
  return {
    company: values.company,
    service: values.service,
    clientId: values.client?.id ?? '',
    // Express lanes are named by the shipper's and recipient's countries.
    originCode: sections.express ? shipper?.code : values.origin?.code,
    originName: sections.express ? shipper?.name : values.origin?.name,
    destinationCode: sections.express ? recipient?.code : values.destination?.code,
    destinationName: sections.express ? recipient?.name : values.destination?.name,
    incoterm: sections.route ? (values.incoterm ?? undefined) : undefined,
    // A row without a type yet is the form's own error; the capacity maths only sees chosen types.
    containers: sections.containers
      ? values.containers.flatMap((c) => {
          if (!c.type || !CONTAINER_TYPE_CODES.includes(c.type)) return [];
          const weight = toNumber(c.weight);
          return [
            {
              quantity: toNumber(c.quantity) ?? 0,
              type: c.type,
              ...(weight !== undefined && weight > 0 ? { weight } : {}),
              ...(c.weightToConfirm ? { weightToConfirm: true } : {}),
            },
          ];
        })
      : undefined,
    trucks: sections.trucks
      ? values.trucks.flatMap((c) => (c.type ? [{ quantity: toNumber(c.quantity) ?? 0, type: c.type }] : []))
      : undefined,
    packingLines: lines.length ? lines : undefined,
    measureSystem: values.measureSystem,
    commodityType: values.commodityType,
    goodsDescription: values.goodsDescription.trim(),
    stackable: values.stackable,
    goodsValue,
    goodsCurrency: values.goodsCurrency,
    hasInsurance: values.hasInsurance,
    insuranceValue: values.hasInsurance ? insuranceValue : undefined,
    insuranceCurrency: values.insuranceCurrency,
    pickup: sections.pickup
      ? {
          address: values.pickup.address.trim(),
          city: values.pickup.city.trim(),
          postalCode: text(values.pickup.postalCode),
          state: text(values.pickup.state),
          supplier: text(values.pickup.supplier),
          orderNumber: text(values.pickup.orderNumber),
        }
      : undefined,
    express: sections.express
      ? {
          direction: values.express.direction,
          isDocument: values.express.isDocument,
          insurer: values.express.insurer,
          shipper: toAddress(values.express.shipper),
          recipient: toAddress(values.express.recipient),
        }
      : undefined,
    shipmentDate: values.shipmentDate ?? undefined,
    goodsReadyDate: values.goodsReadyDate ?? undefined,
    sellers: values.sellers.length ? values.sellers : undefined,
    buyers: values.buyers.length ? values.buyers : undefined,
    clientReference: text(values.clientReference),
    pricingComments: text(values.pricingComments),
    notes: notes.length ? notes : undefined,
    attachments: values.attachments.length
      ? values.attachments.map((a) => ({ documentId: a.documentId, safetyDataSheet: a.safetyDataSheet }))
      : undefined,
  };
}

/** The part of the body the shared per-service rules read. */
export function toRuleInput(values: RequestFormValues): QuotationRuleInput {
  const body = toCreateBody(values);
  return { ...body, commodityType: body.commodityType, express: body.express };
}
