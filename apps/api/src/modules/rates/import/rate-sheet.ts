import { RATE_SHEET_COLUMNS, RATE_SHEET_REQUIRED, type Language, type RateSheetColumn } from '@freight/shared';
import type { SheetCell, SheetColumn } from '../../../common/export/sheet-stream.js';
import type { RateDetailRow } from '../rates.repository.js';
import { isoDay, toRateChargeItem } from '../rate.mappers.js';
import { writeRanges } from './rate-sheet-rows.js';

/** What each column holds, in the reader's language (the template's second sheet). */
const HELP: Record<RateSheetColumn, Record<Language, string>> = {
  rate: {
    es: 'Clave de la tarifa: las filas con la misma clave son los cargos de una tarifa',
    en: 'Rate key: rows with the same key are the charges of one rate',
    pt: 'Chave da tarifa: as linhas com a mesma chave são os encargos de uma tarifa',
  },
  direction: {
    es: 'BUY (compra) o SELL (venta); vacío: BUY',
    en: 'BUY or SELL; empty: BUY',
    pt: 'BUY (compra) ou SELL (venda); vazio: BUY',
  },
  term: {
    es: 'SPOT o CONTRACT; vacío: SPOT',
    en: 'SPOT or CONTRACT; empty: SPOT',
    pt: 'SPOT ou CONTRACT; vazio: SPOT',
  },
  service: {
    es: 'AIR_LSE, AIR_ULD, SEA_LCL, SEA_FCL, SEA_RORO, ROAD_LTL, ROAD_FTL o EXPRESS',
    en: 'AIR_LSE, AIR_ULD, SEA_LCL, SEA_FCL, SEA_RORO, ROAD_LTL, ROAD_FTL or EXPRESS',
    pt: 'AIR_LSE, AIR_ULD, SEA_LCL, SEA_FCL, SEA_RORO, ROAD_LTL, ROAD_FTL ou EXPRESS',
  },
  container: {
    es: 'Tipo de contenedor (20GP, 40HC...) de las tarifas FCL',
    en: 'Container type (20GP, 40HC...) of FCL rates',
    pt: 'Tipo de contêiner (20GP, 40HC...) das tarifas FCL',
  },
  originCode: {
    es: 'Código del origen (puerto UN/LOCODE, aeropuerto IATA o país)',
    en: 'Origin code (UN/LOCODE port, IATA airport or country)',
    pt: 'Código da origem (porto UN/LOCODE, aeroporto IATA ou país)',
  },
  originName: { es: 'Nombre del origen', en: 'Origin name', pt: 'Nome da origem' },
  destinationCode: { es: 'Código del destino', en: 'Destination code', pt: 'Código do destino' },
  destinationName: { es: 'Nombre del destino', en: 'Destination name', pt: 'Nome do destino' },
  validFrom: { es: 'Vigente desde (dd/mm/aaaa)', en: 'Valid from (dd/mm/yyyy)', pt: 'Vigente desde (dd/mm/aaaa)' },
  validTo: { es: 'Vigente hasta (dd/mm/aaaa)', en: 'Valid to (dd/mm/yyyy)', pt: 'Vigente até (dd/mm/aaaa)' },
  carrier: {
    es: 'Código del proveedor o transportista',
    en: 'Provider or carrier code',
    pt: 'Código do fornecedor ou transportadora',
  },
  description: { es: 'Descripción de la tarifa', en: 'Rate description', pt: 'Descrição da tarifa' },
  transitDays: { es: 'Tiempo de tránsito en días', en: 'Transit time in days', pt: 'Tempo de trânsito em dias' },
  freeDays: { es: 'Días libres', en: 'Free days', pt: 'Dias livres' },
  frequency: { es: 'Frecuencia (texto)', en: 'Frequency (text)', pt: 'Frequência (texto)' },
  route: { es: 'Ruta (texto)', en: 'Route (text)', pt: 'Rota (texto)' },
  comments: { es: 'Comentarios', en: 'Comments', pt: 'Comentários' },
  chargeCode: {
    es: 'Concepto del charge code (OFT, BAF, AFT...)',
    en: 'Charge code concept (OFT, BAF, AFT...)',
    pt: 'Conceito do charge code (OFT, BAF, AFT...)',
  },
  chargeDescription: { es: 'Descripción del cargo', en: 'Charge description', pt: 'Descrição do encargo' },
  currency: { es: 'USD, UYU o EUR', en: 'USD, UYU or EUR', pt: 'USD, UYU ou EUR' },
  calculator: {
    es: 'FLAT, PER_UNIT, PER_KG, PER_CHARGEABLE_KG, PER_M3, PER_CONTAINER o PERCENT_OF_FREIGHT',
    en: 'FLAT, PER_UNIT, PER_KG, PER_CHARGEABLE_KG, PER_M3, PER_CONTAINER or PERCENT_OF_FREIGHT',
    pt: 'FLAT, PER_UNIT, PER_KG, PER_CHARGEABLE_KG, PER_M3, PER_CONTAINER ou PERCENT_OF_FREIGHT',
  },
  amount: {
    es: 'Importe por unidad del cálculo (un porcentaje en PERCENT_OF_FREIGHT), 2 decimales',
    en: 'Amount per unit of the calculator (a percentage for PERCENT_OF_FREIGHT), 2 decimals',
    pt: 'Valor por unidade do cálculo (um percentual em PERCENT_OF_FREIGHT), 2 decimais',
  },
  freight: {
    es: 'Y si el cargo es flete (base de los porcentajes)',
    en: 'Y when the charge is freight (the base of percentages)',
    pt: 'Y se o encargo é frete (base dos percentuais)',
  },
  minimumAmount: { es: 'Importe mínimo del cargo', en: 'Minimum amount of the charge', pt: 'Valor mínimo do encargo' },
  minimumBelow: {
    es: 'El mínimo aplica por debajo de esta cantidad (vacío: siempre)',
    en: 'The minimum applies below this quantity (empty: always)',
    pt: 'O mínimo vale abaixo desta quantidade (vazio: sempre)',
  },
  rangeBasis: {
    es: 'WEIGHT, CHARGEABLE_WEIGHT o VOLUME si el cargo va por rangos',
    en: 'WEIGHT, CHARGEABLE_WEIGHT or VOLUME when the charge has ranges',
    pt: 'WEIGHT, CHARGEABLE_WEIGHT ou VOLUME se o encargo tem faixas',
  },
  ranges: {
    es: 'Rangos "desde-hasta:importe" separados por ";" (el último puede quedar abierto: "300-:1.95")',
    en: 'Ranges "from-to:amount" separated by ";" (the last may be open: "300-:1.95")',
    pt: 'Faixas "de-até:valor" separadas por ";" (a última pode ficar aberta: "300-:1.95")',
  },
};

const HELP_HEADERS: Record<Language, [string, string, string]> = {
  es: ['Columna', 'Obligatoria', 'Contenido'],
  en: ['Column', 'Required', 'Content'],
  pt: ['Coluna', 'Obrigatória', 'Conteúdo'],
};
const YES: Record<Language, string> = { es: 'Sí', en: 'Yes', pt: 'Sim' };

/** The columns are the import's own names in every language, so an export imports back as it is. */
export const RATE_SHEET_SPEC_COLUMNS: SheetColumn[] = RATE_SHEET_COLUMNS.map((c) => ({
  header: c,
  width: ['description', 'ranges', 'comments', 'chargeDescription'].includes(c) ? 30 : 14,
  kind: ['amount', 'minimumAmount'].includes(c) ? 'number' : 'text',
  decimals: 2,
}));

const EXAMPLES: SheetCell[][] = [
  [
    'R1',
    'BUY',
    'CONTRACT',
    'SEA_FCL',
    '40HC',
    'CNSHA',
    'Shanghai',
    'UYMVD',
    'Montevideo',
    '01/01/2027',
    '31/03/2027',
    'SHAPAC',
    'FCL 40HC Shanghai – Montevideo',
    38,
    14,
    'Semanal',
    '',
    '',
    'OFT',
    '',
    'USD',
    'PER_CONTAINER',
    2150,
    'Y',
    null,
    null,
    '',
    '',
  ],
  [
    'R1',
    'BUY',
    'CONTRACT',
    'SEA_FCL',
    '40HC',
    'CNSHA',
    'Shanghai',
    'UYMVD',
    'Montevideo',
    '01/01/2027',
    '31/03/2027',
    'SHAPAC',
    'FCL 40HC Shanghai – Montevideo',
    38,
    14,
    'Semanal',
    '',
    '',
    'BAF',
    '',
    'USD',
    'PERCENT_OF_FREIGHT',
    8,
    '',
    null,
    null,
    '',
    '',
  ],
  [
    'R2',
    'BUY',
    'SPOT',
    'AIR_LSE',
    '',
    'MIA',
    'Miami',
    'MVD',
    'Montevideo',
    '01/01/2027',
    '28/02/2027',
    'MIAGW',
    'Aéreo Miami – Montevideo',
    3,
    null,
    'Diaria',
    '',
    '',
    'AFT',
    '',
    'USD',
    'PER_CHARGEABLE_KG',
    3.1,
    'Y',
    85,
    null,
    'CHARGEABLE_WEIGHT',
    '0-45:3.10; 45-100:2.65; 100-:2.30',
  ],
];

/** The documented template: the rates sheet with examples, and what each column holds. */
export async function rateTemplate(language: Language): Promise<Buffer> {
  // Loaded on first use: exceljs takes about a second of CPU to load, and most processes never build a sheet.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RATE_SHEET_SPEC_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of EXAMPLES) sheet.addRow(row);
  const help = book.addWorksheet(
    HELP_HEADERS[language][0] === 'Columna' ? 'Instrucciones' : language === 'pt' ? 'Instruções' : 'Instructions',
  );
  help.columns = [
    { header: HELP_HEADERS[language][0], width: 20 },
    { header: HELP_HEADERS[language][1], width: 12 },
    { header: HELP_HEADERS[language][2], width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of RATE_SHEET_COLUMNS)
    help.addRow([c, RATE_SHEET_REQUIRED.includes(c) ? YES[language] : '', HELP[c][language]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Batches of rates as batches of template rows. */
export async function* rateSheetBatches(batches: AsyncIterable<RateDetailRow[]>): AsyncIterable<SheetCell[][]> {
  for await (const rates of batches) yield rates.flatMap(rateSheetRows);
}

/** A rate's charges as rows of the template. */
export function rateSheetRows(r: RateDetailRow): SheetCell[][] {
  const dmy = (d: Date) => {
    const iso = isoDay(d);
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  };
  const key = `${r.rateKey.slice(0, 8)}-v${r.version}`;
  return r.charges.map((row) => {
    const c = toRateChargeItem(row);
    return [
      key,
      r.direction,
      r.term,
      r.service,
      r.container ?? '',
      r.originCode,
      r.originName,
      r.destinationCode,
      r.destinationName,
      dmy(r.validFrom),
      dmy(r.validTo),
      r.carrier.code,
      r.description,
      r.transitDays,
      r.freeDays,
      r.frequency ?? '',
      r.route ?? '',
      r.comments ?? '',
      c.chargeCode.concept,
      c.description ?? '',
      c.currency,
      c.calculator,
      c.amount,
      c.freight ? 'Y' : '',
      c.minimumAmount,
      c.minimumBelow,
      c.rangeBasis ?? '',
      writeRanges(c.ranges),
    ];
  });
}
