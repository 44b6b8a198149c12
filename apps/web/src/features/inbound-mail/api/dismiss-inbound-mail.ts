import type { InboundMailInfo } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAfterDecision } from './after-decision';

/** `POST /app/v1/inbound-mails/{id}/dismiss`: handled, nothing applied. */
export function useDismissInboundMail() {
  const after = useAfterDecision();
  return useMutation({
    mutationFn: (id: string) => apiRequest<InboundMailInfo>(`/app/v1/inbound-mails/${id}/dismiss`, { method: 'POST' }),
    onSettled: (mail) => after(mail),
  });
}
