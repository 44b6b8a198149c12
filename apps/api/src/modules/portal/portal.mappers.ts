import {
  centsToNumber,
  toCents,
  type Currency,
  type Incoterm,
  type Language,
  type NotApprovedReason,
  type PortalAnswer,
  type PortalDocument,
  type PortalMoney,
  type PortalNote,
  type PortalQuotationDetail,
  type PortalQuotationSummary,
  type PortalSellLine,
  type PortalStatus,
  NOT_APPROVED_REASONS,
  CURRENCIES,
} from '@freight/shared';
import { lineDescription } from '../sells/quotation-pdf/pdf-model.js';
import type { PortalDetailRow, PortalSummaryLine, PortalSummaryRow } from './portal.repository.js';

const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null && v !== ''))];
const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The costs the client-visible lines were priced on (one entry per cost). */
function costsOf<C extends { id: string }>(lines: readonly { costCharge: { cost: C } | null }[]): C[] {
  return [
    ...new Map(
      lines.flatMap((l) => (l.costCharge ? [[l.costCharge.cost.id, l.costCharge.cost] as const] : [])),
    ).values(),
  ];
}

/** The earliest validity of those costs (yyyy-mm-dd), as printed on the PDF; null when none has one. */
export function validUntilOf(lines: readonly PortalSummaryLine[]): string | null {
  return (
    costsOf(lines)
      .flatMap((c) => (c.validUntil ? [c.validUntil.toISOString().slice(0, 10)] : []))
      .sort()[0] ?? null
  );
}

/** Still waiting for the client's answer but past its validity (compared as calendar dates). */
export function isExpired(row: { status: string; active: boolean }, validUntil: string | null, today: string): boolean {
  return row.status === 'SENT' && row.active && validUntil !== null && validUntil < today;
}

function money(currency: Currency, amount: bigint, tax: bigint): PortalMoney {
  return { currency, amount: centsToNumber(amount), tax: centsToNumber(tax), total: centsToNumber(amount + tax) };
}

/** Sell totals per currency of the client-visible lines. */
function totalsOf(lines: readonly PortalSummaryLine[]): PortalMoney[] {
  const sums = new Map<Currency, { amount: bigint; tax: bigint }>();
  for (const l of lines) {
    const s = sums.get(l.currency as Currency) ?? { amount: 0n, tax: 0n };
    s.amount += toCents(l.sellAmount);
    s.tax += toCents(l.taxAmount);
    sums.set(l.currency as Currency, s);
  }
  return CURRENCIES.filter((c) => sums.has(c)).map((c) => money(c, sums.get(c)!.amount, sums.get(c)!.tax));
}

export function toPortalSummary(row: PortalSummaryRow, today: string): PortalQuotationSummary {
  const validUntil = validUntilOf(row.sellLines);
  return {
    reference: row.reference,
    company: row.company,
    service: row.service,
    transportMode: row.transportMode,
    status: row.status as PortalStatus,
    cancelled: !row.active,
    expired: isExpired(row, validUntil, today),
    originCode: row.originCode,
    originName: row.originName,
    destinationCode: row.destinationCode,
    destinationName: row.destinationName,
    incoterm: row.incoterm as Incoterm | null,
    clientReference: row.clientReference,
    validUntil,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    totals: totalsOf(row.sellLines),
  };
}

export type AnswerEventRow = {
  kind: string;
  userId: string | null;
  detail: string | null;
  toStatus: string | null;
  createdAt: Date;
};

/** A decline's detail is "REASON" or "REASON: text" (as the commercial's own status change writes it). */
export function parseDecline(detail: string | null): { reason: NotApprovedReason | null; comment: string | null } {
  if (!detail) return { reason: null, comment: null };
  const [head, ...rest] = detail.split(': ');
  const reason = (NOT_APPROVED_REASONS as readonly string[]).includes(head) ? (head as NotApprovedReason) : null;
  const comment = reason ? rest.join(': ') || null : detail;
  return { reason, comment };
}

function answerOf(row: PortalDetailRow, events: AnswerEventRow[], names: Map<string, string>): PortalAnswer | null {
  if (row.status !== 'APPROVED' && row.status !== 'NOT_APPROVED') return null;
  const event = events.find((e) => e.kind === 'STATUS_UPDATE' && e.toStatus === row.status);
  const decline = row.status === 'NOT_APPROVED' ? parseDecline(event?.detail ?? null) : { reason: null, comment: null };
  return {
    status: row.status,
    by: event?.userId ? (names.get(event.userId) ?? null) : null,
    at: (event?.createdAt ?? row.createdAt).toISOString(),
    reason: decline.reason ?? ((row.notApprovedReason as NotApprovedReason | null) || null),
    comment: decline.comment,
  };
}

export function toPortalDetail(
  row: PortalDetailRow,
  ctx: {
    today: string;
    language: Language;
    mandatoryNotes: { id: string; name: string; value: string }[];
    events: AnswerEventRow[];
    names: Map<string, string>;
  },
): PortalQuotationDetail {
  const summary = toPortalSummary(row, ctx.today);
  const lines: PortalSellLine[] = row.sellLines.map((l) => ({
    concept: l.chargeCode.concept,
    description: lineDescription(l.description, l.chargeCode, ctx.language),
    ...money(l.currency as Currency, toCents(l.sellAmount), toCents(l.taxAmount)),
  }));
  const costs = costsOf(row.sellLines);
  // The notes the PDF prints: standard notes (mandatory and attached), then client-visible notes; a text said twice once.
  const standard = [
    ...new Map([...ctx.mandatoryNotes, ...row.standardNotes.map((n) => n.note)].map((n) => [n.id, n])).values(),
  ];
  const seen = new Set<string>();
  const notes: PortalNote[] = [
    ...standard.map((n) => ({ title: n.name, text: n.value })),
    ...row.notes.map((n) => ({ title: null, text: n.text })),
  ].filter((n) => {
    const key = normalize(n.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const documents: PortalDocument[] = row.documents.map((d) => ({
    id: d.id,
    name: d.name,
    mimeType: d.mimeType,
    sizeBytes: d.sizeBytes,
    createdAt: d.createdAt.toISOString(),
  }));
  const requote = ctx.events.find((e) => e.kind === 'REQUOTE_REQUESTED');
  const open = row.active && row.status === 'SENT';
  return {
    ...summary,
    commercial: { name: row.commercial.name, email: row.commercial.email, phone: row.commercial.phone?.trim() || null },
    cargo: {
      goodsDescription: row.goodsDescription,
      commodityType: row.commodityType,
      stackable: row.stackable,
      packages: row.totalPackages,
      pallets: row.totalPallets,
      weightKg: row.totalWeightKg.toNumber(),
      volumeM3: row.totalVolumeM3.toNumber(),
      chargeable: row.chargeable.toNumber(),
      chargeableUnit: row.chargeableUnit,
      containers: (row.containers as { quantity: number; type: string }[]).map((c) => ({
        quantity: c.quantity,
        type: c.type,
      })),
      trucks: (row.trucks as { quantity: number; type: string }[]).map((c) => ({ quantity: c.quantity, type: c.type })),
    },
    conditions: {
      transitDays: distinct(costs.map((c) => c.transitDays)),
      freeDays: distinct(costs.map((c) => c.freeDays)),
      carriers: distinct(costs.map((c) => c.carrier)),
    },
    lines,
    notes,
    documents,
    answer: answerOf(row, ctx.events, ctx.names),
    requoteRequestedAt: requote?.createdAt.toISOString() ?? null,
    canAccept: open && !summary.expired,
    canDecline: open,
    canRequestRequote: open && summary.expired && !requote,
  };
}
