// A corpus of hostile import files (issue 35), generated in memory: none is committed, some are large.
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { png } from '../documents/fixtures.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

export const sheetXml = (body: string, before = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}">${before}<sheetData>${body}</sheetData></worksheet>`;
export const inlineRow = (r: number, values: string[]) =>
  `<row r="${r}">${values.map((v) => `<c t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

/** One ZIP part: its deflated bytes and what its headers declare. */
type Part = { name: string; deflated: Buffer; size: number; crc: number };

const part = (name: string, data: string | Buffer, level = 6): Part => {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return { name, deflated: deflateRawSync(bytes, { level }), size: bytes.length, crc: crc32(bytes) };
};

/** A ZIP of deflated parts, its headers saying what each part declares (true or not). */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const packageParts = () => [
  part('[Content_Types].xml', TYPES),
  part('_rels/.rels', ROOT_RELS),
  part('xl/workbook.xml', WORKBOOK),
  part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
];

/** A minimal XLSX around one sheet's XML (and shared strings if given). */
export function xlsxOf(sheet: string | Buffer, sharedStrings?: string | Buffer): Buffer {
  return zipOf([
    ...packageParts(),
    part('xl/worksheets/sheet1.xml', sheet),
    ...(sharedStrings === undefined ? [] : [part('xl/sharedStrings.xml', sharedStrings)]),
  ]);
}

/** Letters and digits that compress about as little as real text does (so no ratio limit trips first). */
export const noise = (chars: number) =>
  randomBytes(Math.ceil((chars * 3) / 4))
    .toString('base64')
    .replace(/[+/=]/g, 'x')
    .slice(0, chars);

/** A declared dimension of the whole grid (A1:XFD1048576), a header, and a cell in the last column of the last row. */
export const hugeDimension = () =>
  xlsxOf(
    sheetXml(
      `${inlineRow(1, ['rate', 'service'])}<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>`,
      '<dimension ref="A1:XFD1048576"/>',
    ),
  );

/** Text built piece by piece into a Buffer (a long string of small pieces is slow to build and to encode). */
function built(pieces: (i: number) => string, count: number, head = '', tail = ''): Buffer {
  const chunks = [Buffer.from(head)];
  let text = '';
  for (let i = 0; i < count; i++) {
    text += pieces(i);
    if (text.length > 65_536) {
      chunks.push(Buffer.from(text));
      text = '';
    }
  }
  chunks.push(Buffer.from(text + tail));
  return Buffer.concat(chunks);
}

/** `count` empty rows (two million by default) after a header. */
export const emptyRows = (count = 2_000_000) =>
  xlsxOf(
    built(
      (i) => `<row r="${i + 2}"/>`,
      count,
      sheetXml(inlineRow(1, ['rate'])).replace('</sheetData></worksheet>', ''),
      '</sheetData></worksheet>',
    ),
  );

/** One shared string of `chars` characters of noise (4 million by default). */
export const enormousSharedString = (chars = 4_000_000) =>
  xlsxOf(
    sheetXml('<row r="1"><c t="s"><v>0</v></c></row>'),
    `<sst xmlns="${NS}"><si><t>${noise(chars)}</t></si></sst>`,
  );

/** `count` short shared strings (600,000 by default). */
export function manySharedStrings(count = 600_000): Buffer {
  const text = noise(count * 8);
  const strings = built(
    (i) => `<si><t>${text.slice(i * 8, i * 8 + 8)}</t></si>`,
    count,
    `<sst xmlns="${NS}">`,
    '</sst>',
  );
  return xlsxOf(sheetXml('<row r="1"><c t="s"><v>0</v></c></row>'), strings);
}

/** A shared string nested `depth` rich-text runs deep (100,000 by default). */
export const nestedSharedString = (depth = 100_000) =>
  xlsxOf(
    sheetXml('<row r="1"><c t="s"><v>0</v></c></row>'),
    `<sst xmlns="${NS}"><si>${'<r>'.repeat(depth)}<t>x</t>${'</r>'.repeat(depth)}</si></sst>`,
  );

/**
 * A zip bomb: a sheet part of `megabytes` MB of blanks (256 by default) in a few hundred KB (a ratio
 * near 1000), built from one deflated megabyte repeated (each ends on a full flush, so copies chain)
 * so the test never holds the inflated part. `claimed` makes its headers lie about the inflated size.
 */
export function zipBomb(megabytes = 256, claimed?: number): Buffer {
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  const head = Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>`);
  const tail = Buffer.from('</sheetData></worksheet>');
  const flushed = (b: Buffer) => deflateRawSync(b, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(blanks);
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) crc = crc32(blanks, crc);
  crc = crc32(tail, crc);
  const deflated = Buffer.concat([flushed(head), ...Array<Buffer>(megabytes).fill(block), deflateRawSync(tail)]);
  const size = claimed ?? head.length + megabytes * blanks.length + tail.length;
  return zipOf([...packageParts(), { name: 'xl/worksheets/sheet1.xml', deflated, size, crc }]);
}

/** A PNG image (to be named .xlsx). */
export const pngImage = () => png();

/** A CSV whose one line is `megabytes` MB long (100 by default). */
export const csvLongLine = (megabytes = 100) => Buffer.alloc(megabytes * 1024 * 1024, 0x61);

/** A CSV whose header has `count` columns (a million by default). */
export const csvManyColumns = (count = 1_000_000) => Buffer.from(`${'a,'.repeat(count - 1)}a\n`);
