// Tax-ID rules (spec section 5), shared by the API and the client form: normalisation, then
// format and check digit per country, a generic rule elsewhere.

/** The kinds of tax id checked with their own algorithm; GENERIC is every other country. */
export const TAX_ID_KINDS = ['UY_RUT', 'BR_CNPJ', 'BR_CPF', 'AR_CUIT', 'CL_RUT', 'PY_RUC', 'GENERIC'] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

/** Why a tax id was refused: its shape, or a wrong check digit. */
export type TaxIdProblem = 'format' | 'checkDigit';
export type TaxIdCheck =
  { valid: true; kind: TaxIdKind; taxId: string } | { valid: false; kind: TaxIdKind; problem: TaxIdProblem };

export const TAX_ID_MAX_LENGTH = 20;

/**
 * The stored form: no dots, dashes, slashes, spaces (or other separators), upper-case, so
 * `21.123.456.001-9` and `211234560019` are one tax id.
 */
export function normalizeTaxId(raw: string): string {
  return raw.replace(/[\s.\-/_,]/g, '').toUpperCase();
}

const digits = (s: string) => [...s].map(Number);
const allSame = (s: string) => /^(.)\1*$/.test(s);

/** Uruguay RUT: 12 digits; department 01-22, a non-zero number, "001", then a mod-11 check digit. */
export function uyRutCheckDigit(first11: string): number | null {
  const w = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = digits(first11).reduce((s, d, i) => s + d * w[i], 0);
  const dv = (11 - (sum % 11)) % 11;
  return dv === 10 ? null : dv;
}

function checkUyRut(id: string): TaxIdProblem | null {
  if (!/^\d{12}$/.test(id)) return 'format';
  const dept = Number(id.slice(0, 2));
  if (dept < 1 || dept > 22 || id.slice(2, 8) === '000000' || id.slice(8, 11) !== '001') return 'format';
  return uyRutCheckDigit(id.slice(0, 11)) === Number(id[11]) ? null : 'checkDigit';
}

// CNPJ characters count by their code minus 48, so the alphanumeric CNPJ (from July 2026) uses the
// same weights: '0'..'9' are 0..9, 'A' is 17, 'Z' is 42.
function cnpjValue(c: string): number {
  return c.charCodeAt(0) - 48;
}

function mod11Digit(values: number[], weights: number[]): number {
  const r = values.reduce((s, v, i) => s + v * weights[i], 0) % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two CNPJ check digits for its first 12 characters. */
export function cnpjCheckDigits(first12: string): string {
  const v = [...first12].map(cnpjValue);
  const d1 = mod11Digit(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit([...v, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${d1}${d2}`;
}

function checkCnpj(id: string): TaxIdProblem | null {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(id) || allSame(id)) return 'format';
  return cnpjCheckDigits(id.slice(0, 12)) === id.slice(12) ? null : 'checkDigit';
}

/** The two CPF check digits for its first 9 digits. */
export function cpfCheckDigits(first9: string): string {
  const v = digits(first9);
  const dv = (values: number[]) => {
    const n = values.length + 1;
    const r = (values.reduce((s, d, i) => s + d * (n - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(v);
  return `${d1}${dv([...v, d1])}`;
}

function checkCpf(id: string): TaxIdProblem | null {
  if (!/^\d{11}$/.test(id) || allSame(id)) return 'format';
  return cpfCheckDigits(id.slice(0, 9)) === id.slice(9) ? null : 'checkDigit';
}

const CUIT_PREFIXES = ['20', '23', '24', '25', '26', '27', '30', '33', '34', '50', '51', '55'];

/** Argentina CUIT check digit for its first 10 digits; null when the remainder gives 10 (never issued). */
export function cuitCheckDigit(first10: string): number | null {
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const r = digits(first10).reduce((s, d, i) => s + d * w[i], 0) % 11;
  const dv = (11 - r) % 11;
  return dv === 10 ? null : dv;
}

function checkCuit(id: string): TaxIdProblem | null {
  if (!/^\d{11}$/.test(id) || !CUIT_PREFIXES.includes(id.slice(0, 2))) return 'format';
  return cuitCheckDigit(id.slice(0, 10)) === Number(id[10]) ? null : 'checkDigit';
}

/** Chile RUT check character (0-9 or K) for its number: mod 11 with weights 2..7 from the right. */
export function clRutCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => (sum += Number(c) * (2 + (i % 6))));
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

function checkClRut(id: string): TaxIdProblem | null {
  if (!/^\d{7,8}[0-9K]$/.test(id)) return 'format';
  return clRutCheckDigit(id.slice(0, -1)) === id.slice(-1) ? null : 'checkDigit';
}

/** Paraguay RUC check digit (SET's mod 11, weights 2.. from the right). */
export function pyRucCheckDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((c, i) => (sum += Number(c) * (2 + (i % 10))));
  const r = sum % 11;
  return r > 1 ? 11 - r : 0;
}

function checkPyRuc(id: string): TaxIdProblem | null {
  if (!/^\d{6,9}$/.test(id)) return 'format';
  return pyRucCheckDigit(id.slice(0, -1)) === Number(id.slice(-1)) ? null : 'checkDigit';
}

/**
 * Countries without a rule of their own: 4 to 20 letters and digits, at least 3 of them digits (every
 * national scheme is mostly a number: an EIN, a VAT number "DE123456789"), not one character repeated.
 * So "ABC" or "XXXX" is refused while "US-123" or "GB 123 4567 89" passes.
 */
function checkGeneric(id: string): TaxIdProblem | null {
  if (!/^[0-9A-Z]{4,20}$/.test(id) || allSame(id)) return 'format';
  return (id.match(/\d/g)?.length ?? 0) >= 3 ? null : 'format';
}

/** Which rule applies to a normalised tax id of a country (Brazil: 11 characters is a CPF, else a CNPJ). */
export function taxIdKind(country: string, normalized: string): TaxIdKind {
  switch (country.toUpperCase()) {
    case 'UY':
      return 'UY_RUT';
    case 'BR':
      return normalized.length === 11 ? 'BR_CPF' : 'BR_CNPJ';
    case 'AR':
      return 'AR_CUIT';
    case 'CL':
      return 'CL_RUT';
    case 'PY':
      return 'PY_RUC';
    default:
      return 'GENERIC';
  }
}

const CHECKS: Record<TaxIdKind, (id: string) => TaxIdProblem | null> = {
  UY_RUT: checkUyRut,
  BR_CNPJ: checkCnpj,
  BR_CPF: checkCpf,
  AR_CUIT: checkCuit,
  CL_RUT: checkClRut,
  PY_RUC: checkPyRuc,
  GENERIC: checkGeneric,
};

/** Normalises `raw` and checks it against the rule of `country` (ISO 3166 alpha-2). */
export function checkTaxId(country: string, raw: string): TaxIdCheck {
  const taxId = normalizeTaxId(raw);
  const kind = taxIdKind(country, taxId);
  if (taxId.length === 0 || taxId.length > TAX_ID_MAX_LENGTH) return { valid: false, kind, problem: 'format' };
  const problem = CHECKS[kind](taxId);
  return problem ? { valid: false, kind, problem } : { valid: true, kind, taxId };
}

/** The number written the way people type it in its country (for display only). */
export function formatTaxId(country: string, taxId: string): string {
  const id = normalizeTaxId(taxId);
  const kind = taxIdKind(country, id);
  if (kind === 'BR_CNPJ' && id.length === 14)
    return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-${id.slice(12)}`;
  if (kind === 'BR_CPF' && id.length === 11)
    return `${id.slice(0, 3)}.${id.slice(3, 6)}.${id.slice(6, 9)}-${id.slice(9)}`;
  if (kind === 'AR_CUIT' && id.length === 11) return `${id.slice(0, 2)}-${id.slice(2, 10)}-${id.slice(10)}`;
  if ((kind === 'CL_RUT' || kind === 'PY_RUC') && id.length > 1) return `${id.slice(0, -1)}-${id.slice(-1)}`;
  return id;
}
