import type { InboundTriageKind } from '@freight/shared';
import { quotationKeys } from '@/features/quotations/api/quotation-keys';

/** `GET /app/v1/inbound-mails`: a page of the triage list, all waiting kinds or one. */
export type InboundMailListParams = { limit: number; cursor?: string; kind?: InboundTriageKind };

/**
 * Query keys of the received mails. A request's thread lives under its quotation's detail key, so
 * whatever reloads the quotation (a push, a decision taken elsewhere) reloads its mails too.
 */
export const inboundMailKeys = {
  all: ['inbound-mails'] as const,
  lists: () => [...inboundMailKeys.all, 'list'] as const,
  list: (params: InboundMailListParams) => [...inboundMailKeys.lists(), params] as const,
  thread: (reference: string, costRequestId: string) =>
    [...quotationKeys.detail(reference), 'pricing', 'mails', costRequestId] as const,
};
