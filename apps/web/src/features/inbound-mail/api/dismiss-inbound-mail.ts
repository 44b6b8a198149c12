import { useMutation } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { useAfterDecision } from './after-decision';

/** `POST /app/v1/inbound-mails/{id}/dismiss`: handled, nothing applied. */
export function useDismissInboundMail() {
  const after = useAfterDecision();
  return useMutation({
    mutationFn: (id: string) => body(api.POST('/app/v1/inbound-mails/{id}/dismiss', { params: { path: { id } } })),
    onSettled: (mail) => after(mail),
  });
}
