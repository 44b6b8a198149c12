import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { recipientNumberFormat } from '@freight/shared';
import { PDF_TEXTS } from './pdf-texts.js';
import type { QuotationPdfModel } from './pdf-model.js';
import { issueDateOf } from './quotation-pdf.service.js';
import { renderQuotationPdf } from './quotation-pdf.renderer.js';
import { quotationMail } from '../quotation-sending/quotation-mail.js';

/** The text of one page of a PDF as pdftotext reads it. */
const pageText = (pdf: Buffer, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  }).toString('utf8');
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'))?.[1]);

function model(over: Partial<QuotationPdfModel>): QuotationPdfModel {
  return {
    language: 'es',
    numberFormat: 'LOCAL',
    draft: false,
    company: { code: 'MVD', name: 'Freight Logistics Montevideo' },
    reference: 'MVD-26-000001',
    issueDate: '2026-03-07',
    client: { name: 'Cliente', legalName: 'Cliente S.A.', reference: null },
    commercial: { name: 'Carlos Comercial', email: 'comercial@freight.local', phone: null },
    service: 'SEA_LCL',
    lane: { origin: 'Shanghai (CNSHA)', destination: 'Montevideo (UYMVD)', incoterm: 'FOB' },
    cargo: {
      goods: 'Repuestos',
      commodityType: 'GEN',
      packages: 3,
      pallets: 0,
      weightKg: 2710.5,
      volumeM3: 4.2,
      chargeable: 4.2,
      chargeableUnit: 'WM',
      containers: [],
      trucks: [],
    },
    lines: [{ concept: 'OFT', description: 'Flete', currency: 'USD', amount: 123450n, tax: 0n, total: 123450n }],
    totals: [{ currency: 'USD', sell: 123450n, tax: 0n, total: 123450n }],
    conditions: { validUntil: null, transitDays: [], freeDays: [], carriers: [] },
    // Enough notes to run onto a second page.
    notes: Array.from({ length: 60 }, (_, i) => ({ title: `Nota ${i + 1}`, text: 'Texto de la nota.' })),
    ...over,
  };
}

describe('the client PDF before approval (issue 36 items 5 and 12)', () => {
  it.each([
    ['es', 'BORRADOR'],
    ['en', 'DRAFT'],
    ['pt', 'RASCUNHO'],
  ] as const)('a draft in %s says %s on every page; the final one nowhere', async (language, word) => {
    const draft = await renderQuotationPdf(model({ language, draft: true }));
    expect(pageCount(draft)).toBeGreaterThan(1);
    for (let page = 1; page <= pageCount(draft); page++) expect(pageText(draft, page)).toContain(word);
    expect(pageText(draft, 1)).toContain(PDF_TEXTS[language].draftNote);

    const final = await renderQuotationPdf(model({ language, draft: false }));
    for (let page = 1; page <= pageCount(final); page++) expect(pageText(final, page)).not.toContain(word);
  });

  it("prints numbers in the client's format", async () => {
    const local = pageText(await renderQuotationPdf(model({ numberFormat: 'LOCAL' })), 1);
    expect(local).toContain('2.710,5 kg');
    expect(local).toContain('1.234,50');
    const us = pageText(await renderQuotationPdf(model({ numberFormat: 'US' })), 1);
    expect(us).toContain('2,710.5 kg');
  });
});

describe("a recipient's number format", () => {
  it.each([
    ['es', 'UY', 'LOCAL'],
    ['pt', 'BR', 'LOCAL'],
    ['es', 'AR', 'LOCAL'],
    ['es', 'MX', 'US'],
    ['en', 'US', 'US'],
    ['en', 'GB', 'US'],
    ['en', 'DE', 'LOCAL'],
  ] as const)('%s-%s reads %s', (language, country, format) => {
    expect(recipientNumberFormat({ language, country })).toBe(format);
  });

  it("without a country, the language's usual one (an agent)", () => {
    expect(recipientNumberFormat({ language: 'es' })).toBe('LOCAL');
    expect(recipientNumberFormat({ language: 'pt', country: null })).toBe('LOCAL');
    expect(recipientNumberFormat({ language: 'en', country: '??' })).toBe('US');
  });
});

describe("the quotation's date on the PDF", () => {
  const now = new Date('2026-05-20T15:00:00Z');
  it('is the day this version was sent, else today (company calendar)', () => {
    const sentAt = new Date('2026-03-07T02:00:00Z'); // 6 March, 23:00 in Montevideo
    expect(issueDateOf({ sentAt, publishedAt: new Date('2026-03-06T12:00:00Z') }, now)).toBe('2026-03-06');
    // Re-priced after the send: a new version, not sent yet.
    expect(issueDateOf({ sentAt, publishedAt: new Date('2026-03-10T12:00:00Z') }, now)).toBe('2026-05-20');
    expect(issueDateOf({ sentAt: null, publishedAt: null }, now)).toBe('2026-05-20');
  });
});

describe("the client's mail of a quotation", () => {
  const pdf = {
    clientName: 'Frigorífico del Plata',
    commercial: { name: 'Carlos "CC" Comercial', email: 'comercial@freight.local', phone: '+598 2901 2345' },
    companyName: 'Freight Logistics Montevideo',
  };
  it('greets first, then the optional message, the text and the signature; answers go to the commercial', () => {
    const mail = quotationMail(PDF_TEXTS.es, 'MVD-26-000001', pdf, '  Según lo conversado.  ');
    expect(mail.subject).toBe('Cotización MVD-26-000001');
    expect(mail.replyTo).toBe('"Carlos CC Comercial" <comercial@freight.local>');
    expect(mail.text).toBe(
      [
        'Estimados Frigorífico del Plata:',
        'Según lo conversado.',
        'Adjuntamos la cotización MVD-26-000001. Quedamos a su disposición por cualquier consulta.',
        'Saludos cordiales,\nCarlos "CC" Comercial\ncomercial@freight.local\n+598 2901 2345\nFreight Logistics Montevideo',
      ].join('\n\n'),
    );
    const bare = quotationMail(PDF_TEXTS.en, 'MVD-26-000001', {
      ...pdf,
      commercial: { ...pdf.commercial, phone: null },
    });
    expect(bare.text.split('\n\n')[1]).toMatch(/^Please find attached/);
    expect(bare.text).not.toContain('null');
  });
});
