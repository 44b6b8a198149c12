import type { PortalAnswerResult, PortalRequoteResult } from '@freight/shared';
import type { DeclineQuotationDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

const path = (reference: string, action: string) =>
  `/app/v1/portal/quotations/${encodeURIComponent(reference)}/${action}`;

/** `POST …/accept`: 409 QUOTATION_ALREADY_ANSWERED, QUOTATION_CANCELLED or QUOTATION_EXPIRED. */
export function acceptPortalQuotation(reference: string): Promise<PortalAnswerResult> {
  return apiRequest<PortalAnswerResult>(path(reference, 'accept'), { method: 'POST', body: {} });
}

/** `POST …/decline` with a reason (and a text for OTHER). */
export function declinePortalQuotation(reference: string, body: DeclineQuotationDto): Promise<PortalAnswerResult> {
  return apiRequest<PortalAnswerResult>(path(reference, 'decline'), { method: 'POST', body });
}

/** `POST …/requote`: only an expired quotation, once. */
export function requestPortalRequote(reference: string): Promise<PortalRequoteResult> {
  return apiRequest<PortalRequoteResult>(path(reference, 'requote'), { method: 'POST', body: {} });
}

/** The three answers; afterwards (also after a 409: someone may have answered first) the detail and lists reload. */
export function usePortalAnswers(reference: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portalKeys.detail(reference) }),
      queryClient.invalidateQueries({ queryKey: portalKeys.lists() }),
    ]);
  return {
    accept: useMutation({ mutationFn: () => acceptPortalQuotation(reference), onSettled }),
    decline: useMutation({
      mutationFn: (body: DeclineQuotationDto) => declinePortalQuotation(reference, body),
      onSettled,
    }),
    requote: useMutation({ mutationFn: () => requestPortalRequote(reference), onSettled }),
  };
}
