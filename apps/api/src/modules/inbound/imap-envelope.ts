/**
 * The envelope a mail read from a mailbox still carries in its header (RFC 5321 4.4): Return-Path is
 * the envelope sender (`<>` for a bounce), X-Original-To the address it was delivered for.
 */
export function envelopeOf(raw: Uint8Array): { envelopeFrom: string | null; envelopeTo: string[] } {
  const text = Buffer.from(raw.subarray(0, 64 * 1024)).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const header = (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(header)?.[1].trim() ?? null;
  const returnPath = field('Return-Path');
  const sender = returnPath === null ? null : (/<([^>]*)>/.exec(returnPath)?.[1] ?? returnPath).trim();
  const originalTo = field('X-Original-To');
  return { envelopeFrom: sender || null, envelopeTo: originalTo ? [originalTo.toLowerCase()] : [] };
}
