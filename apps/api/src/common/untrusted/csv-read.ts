import { type Deadline, RowCounter, type SheetLimits, type SheetRow, tooLarge } from './read-limits.ts';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
// How often (in characters) a long run without a separator is measured and the clock looked at.
const CHECK_EVERY = 0x3fff;

/** The header's delimiter: a semicolon when the first line has more of them than commas. */
function delimiterOf(text: string): number {
  let commas = 0;
  let semicolons = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) break;
    if (c === 0x2c) commas++;
    else if (c === 0x3b) semicolons++;
  }
  return semicolons > commas ? 0x3b : 0x2c;
}

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, CRLF), comma or semicolon as the header has, as rows
 * with a value numbered by record. Bounded as it goes: a field longer than a cell, a record with more
 * fields than the column limit, or more records than the row limits stop it at once, so a 10 MB line
 * or a million columns cost one pass up to the limit, not a table in memory.
 */
export function parseCsv(text: string, limits: SheetLimits, deadline: Deadline): SheetRow[] {
  const delimiter = delimiterOf(text);
  const counter = new RowCounter(limits);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let start = 0;
  let record = 1;
  const take = (end: number) => {
    field += text.slice(start, end);
    if (field.length > limits.cellChars) throw tooLarge('cellChars', limits.cellChars);
  };
  const endField = () => {
    if (cells.length >= limits.columns) throw tooLarge('columns', limits.columns);
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    if (counter.row(cells)) rows.push({ line: record, cells });
    cells = [];
    record++;
  };
  for (let i = 0; i < text.length; i++) {
    if ((i & CHECK_EVERY) === 0) {
      deadline.check();
      if (field.length + i - start > limits.cellChars) throw tooLarge('cellChars', limits.cellChars);
    }
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c !== QUOTE) continue;
      take(i);
      if (text.charCodeAt(i + 1) === QUOTE) {
        field += '"';
        i++;
      } else quoted = false;
      start = i + 1;
    } else if (c === QUOTE) {
      take(i);
      quoted = true;
      start = i + 1;
    } else if (c === delimiter) {
      take(i);
      endField();
      start = i + 1;
    } else if (c === LF || c === CR) {
      take(i);
      endField();
      endRecord();
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      start = i + 1;
    }
  }
  take(text.length);
  if (field !== '' || cells.length) {
    endField();
    endRecord();
  }
  return rows;
}
