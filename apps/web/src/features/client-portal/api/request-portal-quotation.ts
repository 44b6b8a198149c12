import type { ClientQuotationRequestDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, type ApiBody } from '@/lib/api';
import { portalKeys } from './portal-keys';

/** The body as sent: defaults the server fills in (measure system, stackable, ...) may be left out. */
export type PortalRequestBody = Partial<ClientQuotationRequestDto> &
  Pick<ClientQuotationRequestDto, 'service' | 'goodsDescription'>;

/**
 * `POST /app/v1/portal/quotation-requests`: the client's own request; PRICED with the portal's detail
 * when a rule priced and sent it at once, else IN_PRICING (403 when self-quoting is off, 429 at the limit).
 */
export function requestPortalQuotation(body: PortalRequestBody) {
  return answer(
    api.POST('/app/v1/portal/quotation-requests', {
      body: body as ApiBody<'/app/v1/portal/quotation-requests', 'post'>,
    }),
  );
}

export function useRequestPortalQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPortalQuotation,
    // A priced request is a sent quotation: the list shows it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.lists() }),
  });
}
