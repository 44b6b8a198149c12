import {
  COST_DECLINE_REASONS,
  NOT_APPROVED_REASONS,
  NOTE_VISIBILITIES,
  QUOTATION_EVENT_KINDS,
  type QuotationEvent,
} from '@freight/shared';
import type { TFunction } from 'i18next';

type T = TFunction<['quotations', 'pricing', 'errors']>;

const isOneOf = <C extends string>(codes: readonly C[], value: string | null | undefined): value is C =>
  (codes as readonly (string | null | undefined)[]).includes(value);

/** The action's name; a kind this screen does not know yet (a newer API) is a plain "event", never its code. */
export function eventKindLabel(t: T, kind: string): string {
  return isOneOf(QUOTATION_EVENT_KINDS, kind)
    ? t(`quotations:events.kinds.${kind}`)
    : t('quotations:events.unknownKind');
}

/**
 * A detail stored as "part: part: …" where one part is a reason code (a client's "OTHER: too late",
 * an agent's "Provider: NO_SERVICE: text"): the first such part in words, the rest as written.
 */
function withReason<C extends string>(detail: string, codes: readonly C[], label: (code: C) => string): string {
  const parts = detail.split(': ');
  const at = parts.findIndex((p) => isOneOf(codes, p));
  if (at < 0) return detail;
  parts[at] = label(parts[at] as C);
  return parts.join(': ');
}

/** What happened, in words: a status change names both ends; the stored detail (a comment) follows. */
export function eventDetail(t: T, e: QuotationEvent): string {
  const parts: string[] = [];
  if (e.kind === 'STATUS_UPDATE' && e.fromStatus && e.toStatus) {
    parts.push(
      t('quotations:events.transition', {
        from: t(`quotations:statuses.${e.fromStatus}`),
        to: t(`quotations:statuses.${e.toStatus}`),
      }),
    );
  }
  if (!e.detail) return parts.join(' — ') || '—';
  if (e.kind === 'NOTE_ADDED' && isOneOf(NOTE_VISIBILITIES, e.detail)) {
    // A note's event stores its visibility as a code.
    parts.push(t('quotations:events.noteVisibility', { visibility: t(`quotations:notes.visibilities.${e.detail}`) }));
  } else if (e.kind === 'AUTO_SEND_BLOCKED') {
    // An automatic sending held back stores the refusal's error code.
    parts.push(t(`errors:${e.detail}`));
  } else if (e.kind === 'STATUS_UPDATE' && e.toStatus === 'NOT_APPROVED') {
    parts.push(withReason(e.detail, NOT_APPROVED_REASONS, (r) => t(`pricing:decline.reasons.${r}`)));
  } else if (e.kind === 'COST_DECLINED') {
    parts.push(withReason(e.detail, COST_DECLINE_REASONS, (r) => t(`pricing:requests.declineReasons.${r}`)));
  } else parts.push(e.detail);
  return parts.join(' — ');
}
