import {
  chargeCodeName,
  languageForCountry,
  recipientNumberFormat,
  toCents,
  totalsByCurrency,
  type Company,
  type Currency,
  type CurrencyFormat,
  type Language,
  type Service,
} from '@freight/shared';
import type { PdfNoteRow, PdfQuotationRow } from './pdf.repository.js';
import { COMPANY_NAMES } from './pdf-texts.js';

/** Everything the PDF prints, already reduced to what the client may see (no cost, no margin). */
export type QuotationPdfModel = {
  /** The client's language: every word of the document. */
  language: Language;
  /** The client's: its country's convention (a Uruguayan client reads "2.710,5 kg"), whoever generates it. */
  numberFormat: CurrencyFormat;
  /** Not yet what may go to the client (unpublished, or awaiting a manager's approval): watermarked on every page. */
  draft: boolean;
  company: { code: Company; name: string };
  reference: string;
  issueDate: string;
  client: { name: string; legalName: string; reference: string | null };
  commercial: { name: string; email: string; phone: string | null };
  service: Service;
  lane: { origin: string | null; destination: string | null; incoterm: string | null };
  cargo: {
    goods: string;
    commodityType: string;
    packages: number;
    pallets: number;
    weightKg: number;
    volumeM3: number;
    chargeable: number;
    chargeableUnit: string;
    containers: { quantity: number; type: string }[];
    trucks: { quantity: number; type: string }[];
  };
  lines: { concept: string; description: string; currency: Currency; amount: bigint; tax: bigint; total: bigint }[];
  totals: { currency: Currency; sell: bigint; tax: bigint; total: bigint }[];
  conditions: { validUntil: string | null; transitDays: number[]; freeDays: number[]; carriers: string[] };
  notes: { title: string | null; text: string }[];
};

const place = (name: string | null, code: string | null) => (name && code ? `${name} (${code})` : (name ?? code));
const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null && v !== ''))];

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A line's description: the charge code's name in the client's language, unless pricing typed a
 * text of their own (anything other than the code or one of its names).
 */
export function lineDescription(
  typed: string | null,
  code: PdfQuotationRow['sellLines'][number]['chargeCode'],
  language: Language,
) {
  const own = typed?.trim();
  const generic = [code.concept, code.description, code.descriptionEn, code.descriptionPt].map(normalize);
  return own && !generic.includes(normalize(own)) ? own : chargeCodeName(code, language);
}

/** The client's language and number format come from its country (issue 36: the recipient's, not the sender's). */
export function toPdfModel(
  q: PdfQuotationRow,
  mandatoryNotes: PdfNoteRow[],
  issueDate: string,
  draft: boolean,
): QuotationPdfModel {
  const language = languageForCountry(q.client.country);
  const numberFormat = recipientNumberFormat({ language, country: q.client.country });
  const lines = q.sellLines.map((l) => {
    const amount = toCents(l.sellAmount);
    const tax = toCents(l.taxAmount);
    return {
      concept: l.chargeCode.concept,
      description: lineDescription(l.description, l.chargeCode, language),
      currency: l.currency as Currency,
      amount,
      tax,
      total: amount + tax,
    };
  });
  // Validity, transit, free days and carrier come from the costs the client-visible lines were priced on.
  const costs = [
    ...new Map(
      q.sellLines.flatMap((l) => (l.costCharge ? [[l.costCharge.cost.id, l.costCharge.cost] as const] : [])),
    ).values(),
  ];
  const validity =
    costs.flatMap((c) => (c.validUntil ? [c.validUntil.toISOString().slice(0, 10)] : [])).sort()[0] ?? null;
  const attached = q.standardNotes.map((n) => n.note);
  const standard = [...new Map([...mandatoryNotes, ...attached].map((n) => [n.id, n])).values()];
  // A note whose text another note already says prints once.
  const noteTexts = new Set<string>();
  const notes = [
    ...standard.map((n) => ({ title: n.name, text: n.value })),
    ...q.notes.map((n) => ({ title: null, text: n.text })),
  ].filter((n) => {
    const key = normalize(n.text);
    if (noteTexts.has(key)) return false;
    noteTexts.add(key);
    return true;
  });
  return {
    language,
    numberFormat,
    draft,
    company: { code: q.company, name: COMPANY_NAMES[q.company] },
    reference: q.reference,
    issueDate,
    client: { name: q.client.tradeName, legalName: q.client.legalName, reference: q.clientReference?.trim() || null },
    commercial: { name: q.commercial.name, email: q.commercial.email, phone: q.commercial.phone?.trim() || null },
    service: q.service,
    lane: {
      origin: place(q.originName, q.originCode),
      destination: place(q.destinationName, q.destinationCode),
      incoterm: q.incoterm,
    },
    cargo: {
      goods: q.goodsDescription,
      commodityType: q.commodityType,
      packages: q.totalPackages,
      pallets: q.totalPallets,
      weightKg: q.totalWeightKg.toNumber(),
      volumeM3: q.totalVolumeM3.toNumber(),
      chargeable: q.chargeable.toNumber(),
      chargeableUnit: q.chargeableUnit,
      containers: q.containers as { quantity: number; type: string }[],
      trucks: q.trucks as { quantity: number; type: string }[],
    },
    lines,
    totals: totalsByCurrency(
      lines.map((l) => ({ currency: l.currency, cost: 0n, margin: 0n, sell: l.amount, tax: l.tax, total: l.total })),
    ).map((t) => ({
      currency: t.currency,
      sell: t.sell,
      tax: t.tax,
      total: t.total,
    })),
    conditions: {
      validUntil: validity,
      transitDays: distinct(costs.map((c) => c.transitDays)),
      freeDays: distinct(costs.map((c) => c.freeDays)),
      carriers: distinct(costs.map((c) => c.carrier)),
    },
    notes,
  };
}
