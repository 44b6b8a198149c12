// Small but genuine samples of each file format, built in memory for unit and integration tests.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function png(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 2, 0, 1])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const gif = () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
export const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
export const webp = () =>
  Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([26, 0, 0, 0]),
    Buffer.from('WEBPVP8 ', 'latin1'),
    Buffer.alloc(18),
  ]);

function ftyp(major: string, compatible: string[]): Buffer {
  const body = Buffer.concat([
    Buffer.from('ftyp' + major, 'latin1'),
    Buffer.alloc(4),
    ...compatible.map((c) => Buffer.from(c, 'latin1')),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(64)]);
}
export const avif = () => ftyp('avif', ['mif1', 'miaf']);
export const heic = () => ftyp('heic', ['mif1', 'heic']);

/** A small valid PDF whose bytes are not all text, so a byte-exact round trip means something. */
export function pdf(extra = ''): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%', 'latin1'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from(
      `\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${extra}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    ),
  ]);
}

export function elf(): Buffer {
  const b = Buffer.alloc(128);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b);
  b.writeUInt16LE(2, 16);
  b.writeUInt16LE(0x3e, 18);
  return b;
}

export function pe(): Buffer {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** A ZIP archive with stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const OOXML: Record<'docx' | 'xlsx' | 'pptx', [string, string]> = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
};

/** A minimal Office Open XML package of the given kind. */
export function ooxml(kind: 'docx' | 'xlsx' | 'pptx'): Buffer {
  const [part, type] = OOXML[kind];
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${type}"/></Types>`,
    [part]: '<?xml version="1.0"?><root/>',
  });
}

/**
 * A compound file (the container of DOC, XLS, PPT and MSI) with the given streams at its root:
 * header, one FAT sector (0) and one directory sector (1).
 */
export function cfb(rootStreams: string[]): Buffer {
  const size = 512;
  const out = Buffer.alloc(size * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out);
  out.writeUInt16LE(0x3e, 0x18);
  out.writeUInt16LE(3, 0x1a);
  out.writeUInt16LE(0xfffe, 0x1c);
  out.writeUInt16LE(9, 0x1e);
  out.writeUInt16LE(6, 0x20);
  out.writeUInt32LE(1, 0x2c);
  out.writeUInt32LE(1, 0x30);
  out.writeUInt32LE(4096, 0x38);
  out.writeUInt32LE(0xfffffffe, 0x3c);
  out.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) out.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = size;
  for (let i = 0; i < 128; i++) out.writeUInt32LE(0xffffffff, fat + i * 4);
  out.writeUInt32LE(0xfffffffd, fat);
  out.writeUInt32LE(0xfffffffe, fat + 4);
  const dir = size * 2;
  const names = ['Root Entry', ...rootStreams];
  names.forEach((name, id) => {
    const at = dir + id * 128;
    const encoded = Buffer.from(name + '\0', 'utf16le');
    encoded.copy(out, at);
    out.writeUInt16LE(encoded.length, at + 0x40);
    out[at + 0x42] = id === 0 ? 5 : 2;
    // Root's child is entry 1; each stream's right sibling is the next one (a degenerate tree).
    out.writeUInt32LE(0xffffffff, at + 0x44);
    out.writeUInt32LE(id > 0 && id < names.length - 1 ? id + 1 : 0xffffffff, at + 0x48);
    out.writeUInt32LE(id === 0 && names.length > 1 ? 1 : 0xffffffff, at + 0x4c);
  });
  return out;
}

export const svg = (body = '<circle r="1"/>') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${body}</svg>\n`,
  );

export const eml = () =>
  Buffer.from(
    'Received: from mx.example.com by mail.example.com\r\n\tfor <ops@example.com>; Mon, 2 Jun 2025 10:00:00 +0000\r\nFrom: "Ana" <ana@example.com>\r\nTo: ops@example.com\r\nSubject: Booking\r\nDate: Mon, 2 Jun 2025 10:00:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello.\r\n',
  );
