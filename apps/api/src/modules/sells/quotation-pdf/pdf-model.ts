import {
  languageForCountry,
  toCents,
  totalsByCurrency,
  type Company,
  type Currency,
  type Language,
  type Service,
} from '@freight/shared';
import type { PdfNoteRow, PdfQuotationRow } from './pdf.repository.js';
import { COMPANY_NAMES } from './pdf-texts.js';

/** Everything the PDF prints, already reduced to what the client may see (no cost, no margin). */
export type QuotationPdfModel = {
  language: Language;
  company: { code: Company; name: string };
  reference: string;
  issueDate: string;
  client: { name: string; legalName: string };
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

/** The client's language comes from its country, not from the user who downloads. */
export function toPdfModel(q: PdfQuotationRow, mandatoryNotes: PdfNoteRow[], issueDate: string): QuotationPdfModel {
  const lines = q.sellLines.map((l) => {
    const amount = toCents(l.sellAmount);
    const tax = toCents(l.taxAmount);
    return {
      concept: l.chargeCode.concept,
      description: l.description || l.chargeCode.description,
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
  return {
    language: languageForCountry(q.client.country),
    company: { code: q.company, name: COMPANY_NAMES[q.company] },
    reference: q.reference,
    issueDate,
    client: { name: q.client.tradeName, legalName: q.client.legalName },
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
    notes: [
      ...standard.map((n) => ({ title: n.name, text: n.value })),
      ...q.notes.map((n) => ({ title: null, text: n.text })),
    ],
  };
}
