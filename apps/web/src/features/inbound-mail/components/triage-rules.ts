import { INBOUND_ACCEPTABLE_KINDS, type InboundMailInfo } from '@freight/shared';

export type TriageChoice = { accept: boolean; assign: boolean; dismiss: boolean };

/**
 * What pricing may do with a mail of the triage list, as the API allows it: accept a held mail that
 * names its request; assign a held or unmatched one to a request; dismiss any undecided one.
 */
export function triageChoices(mail: Pick<InboundMailInfo, 'kind' | 'request' | 'decision'>): TriageChoice {
  if (mail.decision) return { accept: false, assign: false, dismiss: false };
  const held = (INBOUND_ACCEPTABLE_KINDS as readonly string[]).includes(mail.kind);
  return { accept: held && mail.request !== null, assign: held, dismiss: mail.kind !== 'REPLY' };
}

/** The sender as a person reads it: the name when the mail gave one, else the address. */
export const senderOf = (mail: Pick<InboundMailInfo, 'from'>) => mail.from.name ?? mail.from.address;
