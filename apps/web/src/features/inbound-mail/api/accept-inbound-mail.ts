import { useMutation } from '@tanstack/react-query';
import { api, body } from '@/lib/api';
import { useAfterDecision } from './after-decision';

/**
 * `POST /app/v1/inbound-mails/{id}/accept`: the mail becomes the agent's answer (kind REPLY), or
 * FLAGGED_CLOSED when its request closed meanwhile. With `costRequestId`: assigned to that request.
 */
export function useAcceptInboundMail() {
  const after = useAfterDecision();
  return useMutation({
    mutationFn: ({ id, costRequestId }: { id: string; costRequestId?: string }) =>
      body(
        api.POST('/app/v1/inbound-mails/{id}/accept', {
          params: { path: { id } },
          body: costRequestId ? { costRequestId } : {},
        }),
      ),
    onSettled: (mail) => after(mail),
  });
}
