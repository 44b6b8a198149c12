import { hasChargeableQuantity } from '@freight/shared';
import { formatDate, formatMoney, formatQuantity } from './pdf-format.js';
import type { QuotationPdfModel } from './pdf-model.js';
import { PDF_TEXTS, type PdfTexts } from './pdf-texts.js';

const MARGIN = 50;
const ORANGE = '#e8590c';
const GREY = '#555555';
const RED = '#c92a2a';
/** Charge table columns (A4 leaves 495 pt between margins); numbers are right-aligned. */
const COLUMNS = [
  { key: 'concept', width: 65, align: 'left' },
  { key: 'description', width: 165, align: 'left' },
  { key: 'currency', width: 50, align: 'left' },
  { key: 'amount', width: 75, align: 'right' },
  { key: 'tax', width: 65, align: 'right' },
  { key: 'total', width: 75, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

/**
 * Lays out the client's quotation with the built-in Helvetica (WinAnsi covers á é í ó ú ñ ç ã õ;
 * no glyph outside it, so the lane uses » rather than an arrow).
 */
export async function renderQuotationPdf(m: QuotationPdfModel): Promise<Buffer> {
  // Loaded on first use: pdfkit (with its font code) takes about half a second of CPU to load, and
  // most processes, every test file's app among them, never render a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const t = PDF_TEXTS[m.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Pages stay open until the end, so a draft's watermark goes on every one of them.
    bufferPages: true,
    info: { Title: `${t.title} ${m.reference}`, Author: m.company.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, m, t);
  section(doc, t.client);
  pairs(doc, [
    [t.client, m.client.legalName === m.client.name ? m.client.name : `${m.client.name} (${m.client.legalName})`],
    ...(m.client.reference ? [[t.clientReference, m.client.reference] as [string, string]] : []),
  ]);
  section(doc, t.contact);
  pairs(doc, [
    [t.contactName, m.commercial.name],
    [t.email, m.commercial.email],
    ...(m.commercial.phone ? [[t.phone, m.commercial.phone] as [string, string]] : []),
  ]);
  section(doc, t.route);
  pairs(doc, [
    [t.service, t.services[m.service]],
    [t.route, [m.lane.origin, m.lane.destination].filter(Boolean).join('  »  ') || '-'],
    [t.incoterm, m.lane.incoterm ?? '-'],
  ]);
  cargo(doc, m, t);
  charges(doc, m, t);
  conditions(doc, m, t);
  notes(doc, m, t);
  if (m.draft) {
    const pages = doc.bufferedPageRange();
    for (let i = pages.start; i < pages.start + pages.count; i++) {
      doc.switchToPage(i);
      watermark(doc, t.draft);
    }
  }
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, m: QuotationPdfModel, t: PdfTexts): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ORANGE).text(m.company.name, MARGIN, top, { width: 300 });
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(m.company.code, MARGIN, doc.y, { width: 300 });
  const right = { width: 195, align: 'right' } as const;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(t.title, 350, top, right);
  doc.font('Helvetica').fontSize(10).text(`${t.reference}: ${m.reference}`, 350, doc.y, right);
  doc.text(`${t.date}: ${formatDate(m.issueDate)}`, 350, doc.y, right);
  if (m.draft)
    doc.font('Helvetica-Bold').fillColor(RED).text(t.draftNote, MARGIN, doc.y, { width: 495, align: 'right' });
  doc.fillColor('black');
  doc
    .moveTo(MARGIN, doc.y + 8)
    .lineTo(545, doc.y + 8)
    .strokeColor(ORANGE)
    .stroke();
  doc.x = MARGIN;
  doc.moveDown(1.5);
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  ensureSpace(doc, 40);
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(ORANGE)
    .text(title.toUpperCase(), MARGIN)
    .fillColor('black')
    .moveDown(0.2);
}

function pairs(doc: PDFKit.PDFDocument, rows: [string, string][]): void {
  for (const [label, value] of rows) {
    ensureSpace(doc, 14);
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text(`${label}: `, MARGIN, doc.y, { continued: true })
      .font('Helvetica')
      .text(value);
  }
}

function cargo(doc: PDFKit.PDFDocument, m: QuotationPdfModel, t: PdfTexts): void {
  const { cargo: c, numberFormat: l } = m;
  const rows: [string, string][] = [[t.goods, `${c.goods} (${t.commodities[c.commodityType] ?? c.commodityType})`]];
  if (c.containers.length) rows.push([t.containers, c.containers.map((x) => `${x.quantity} x ${x.type}`).join(', ')]);
  if (c.trucks.length) rows.push([t.trucks, c.trucks.map((x) => `${x.quantity} x ${x.type}`).join(', ')]);
  if (c.packages) rows.push([t.packages, formatQuantity(c.packages, l, 0)]);
  if (c.pallets) rows.push([t.pallets, formatQuantity(c.pallets, l, 0)]);
  if (c.weightKg) rows.push([t.weight, `${formatQuantity(c.weightKg, l)} kg`]);
  if (c.volumeM3) rows.push([t.volume, `${formatQuantity(c.volumeM3, l, 3)} m³`]);
  // Full containers and trucks are priced per unit: a W/M or chargeable weight means nothing there.
  if (c.chargeable && hasChargeableQuantity(m.service))
    rows.push([t.chargeable, `${formatQuantity(c.chargeable, l, 3)} ${c.chargeableUnit === 'WM' ? 'W/M' : 'kg'}`]);
  section(doc, t.cargo);
  pairs(doc, rows);
}

function tableRow(doc: PDFKit.PDFDocument, cells: Record<ColumnKey, string>, bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 6 }))) + 6;
  ensureSpace(doc, height);
  const y = doc.y;
  let x = MARGIN;
  for (const c of COLUMNS) {
    doc.text(cells[c.key], x + 3, y + 3, { width: c.width - 6, align: c.align });
    x += c.width;
  }
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + 495, y + height)
    .strokeColor('#cccccc')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

function charges(doc: PDFKit.PDFDocument, m: QuotationPdfModel, t: PdfTexts): void {
  const l = m.numberFormat;
  section(doc, t.charges);
  tableRow(doc, { ...t.columns }, true);
  for (const line of m.lines) {
    tableRow(doc, {
      concept: line.concept,
      description: line.description,
      currency: line.currency,
      amount: formatMoney(line.amount, l),
      tax: line.tax ? formatMoney(line.tax, l) : '-',
      total: formatMoney(line.total, l),
    });
  }
  section(doc, t.totals);
  for (const total of m.totals) {
    ensureSpace(doc, 14);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(
        `${t.subtotal} ${total.currency}: ${formatMoney(total.sell, l)}    ${t.tax} ${total.currency}: ${formatMoney(total.tax, l)}    `,
        MARGIN,
        doc.y,
        { continued: true },
      )
      .font('Helvetica-Bold')
      .text(`${t.total} ${total.currency}: ${formatMoney(total.total, l)}`);
  }
}

function conditions(doc: PDFKit.PDFDocument, m: QuotationPdfModel, t: PdfTexts): void {
  const c = m.conditions;
  const days = (values: number[]) => (values.length ? `${values.join(' / ')} ${t.days}` : '-');
  section(doc, t.conditions);
  pairs(doc, [
    [t.validUntil, c.validUntil ? formatDate(c.validUntil) : '-'],
    [t.transitTime, days(c.transitDays)],
    [t.freeDays, days(c.freeDays)],
    [t.carrier, c.carriers.join(', ') || '-'],
  ]);
}

function notes(doc: PDFKit.PDFDocument, m: QuotationPdfModel, t: PdfTexts): void {
  if (m.notes.length) {
    section(doc, t.notes);
    for (const n of m.notes) {
      ensureSpace(doc, 14);
      if (n.title) doc.font('Helvetica-Bold').fontSize(9).text(`${n.title}: `, MARGIN, doc.y, { continued: true });
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(n.text, n.title ? undefined : MARGIN)
        .moveDown(0.2);
    }
  }
  // A general condition a note already states is not printed twice.
  const said = new Set(m.notes.map((n) => normalize(n.text)));
  section(doc, t.terms);
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  for (const d of t.disclaimers.filter((d) => !said.has(normalize(d)))) doc.text(`- ${d}`, MARGIN).moveDown(0.1);
  doc.fillColor('black');
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The word across the middle of a finished page, large and faint, over its content. Horizontal: text
 * extraction (and so a search in the reader) reads a diagonal word as scattered letters.
 */
function watermark(doc: PDFKit.PDFDocument, word: string): void {
  const { width, height } = doc.page;
  doc.save();
  doc.font('Helvetica-Bold').fontSize(90).fillColor(RED).fillOpacity(0.13);
  doc.text(word, 0, height / 2 - 45, { width, align: 'center', lineBreak: false });
  doc.restore();
}

/** Starts a new page when the next block would run past the bottom margin. */
function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    doc.x = MARGIN;
  }
}
