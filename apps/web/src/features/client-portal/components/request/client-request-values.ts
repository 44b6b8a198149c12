import { PICKUP_INCOTERMS, SERVICE_MODE, type ReferenceData } from '@freight/shared';
import { formProblems, type FormProblem } from '@/components/request-form/form-rules';
import { initialRequestValues, type RequestFormValues } from '@/components/request-form/form-values';
import { toCreateBody } from '@/components/request-form/request-body';
import type { PortalRequestBody } from '../../api/request-portal-quotation';

/**
 * What a client may ask for in the portal: no express (its addresses are staff's form) and no incoterm
 * that needs a pickup address (the portal's request has none).
 */
export function portalReference(reference: ReferenceData): ReferenceData {
  return {
    ...reference,
    services: reference.services.filter((s) => SERVICE_MODE[s] !== 'EXPRESS'),
    incoterms: reference.incoterms.filter((i) => !PICKUP_INCOTERMS.includes(i.code)),
  };
}

export function initialPortalRequestValues(): RequestFormValues {
  return { ...initialRequestValues(), service: 'SEA_LCL' };
}

/** The staff form's checks without the fields the server sets for a client (client, company). */
export function portalProblems(values: RequestFormValues, today: string): FormProblem[] {
  return formProblems(values, today).filter((p) => p.path !== 'client' && p.path !== 'company');
}

/** The portal request's body: the lane and cargo of the staff body, the client's reference and notes. */
export function toPortalBody(values: RequestFormValues, notes: string): PortalRequestBody {
  const b = toCreateBody(values);
  const text = notes.trim();
  return {
    service: b.service,
    originCode: b.originCode,
    originName: b.originName,
    destinationCode: b.destinationCode,
    destinationName: b.destinationName,
    incoterm: b.incoterm,
    goodsReadyDate: b.goodsReadyDate,
    containers: b.containers,
    trucks: b.trucks,
    packingLines: b.packingLines,
    measureSystem: b.measureSystem,
    commodityType: b.commodityType,
    goodsDescription: b.goodsDescription,
    stackable: b.stackable,
    clientReference: b.clientReference,
    notes: text === '' ? undefined : text,
    // The files uploaded while the form was filled: claimed by the quotation the request creates.
    attachments: values.attachments.length ? values.attachments.map((a) => a.documentId) : undefined,
  };
}
