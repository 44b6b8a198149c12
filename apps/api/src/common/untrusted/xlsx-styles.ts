import type { SheetLimits } from './read-limits.ts';
import { readXmlPart } from './xml-part.ts';
import type { ZipParts } from './zip-parts.ts';

// Excel's built-in number formats that show a date or a time (ECMA-376 part 1, 18.8.30, and the
// East Asian ones Excel also writes).
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format code shows a date when, outside quoted text, escaped, padding and fill characters and [brackets], it has a date or time letter. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/[\\_*]./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^(General|@)$/i.test(bare.trim());
}

/** Indexes of the cell styles (cellXfs) whose number format is a date: their numbers are Excel dates. */
export async function readDateStyles(zip: ZipParts, part: string, limits: SheetLimits): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await readXmlPart(
    zip,
    part,
    {
      open(name, a) {
        if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) formats.push(Number(a.numFmtId ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    limits,
  );
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id)) dates.add(index);
  });
  return dates;
}

/** An Excel serial date (days since 1899-12-30, or since 1904-01-01 in 1904 workbooks) as a Date. */
export function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}
