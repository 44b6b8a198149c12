import { useQueryClient } from '@tanstack/react-query';
import { type ApiSchema } from '@/lib/api';
import { quotationKeys } from '@/features/quotations/api/quotation-keys';
import { inboundMailKeys } from './inbound-mail-keys';

/** After a decision: the triage list, and the quotation whose request the mail now belongs to. */
export function useAfterDecision() {
  const queryClient = useQueryClient();
  return (mail: ApiSchema<'InboundMailInfo'> | undefined) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inboundMailKeys.lists() }),
      ...(mail?.request
        ? [
            queryClient.invalidateQueries({ queryKey: quotationKeys.detail(mail.request.reference) }),
            queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
          ]
        : []),
    ]);
}
