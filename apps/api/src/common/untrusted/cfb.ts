/**
 * Just enough of Microsoft's Compound File Binary format (MS-CFB) to list the streams at the root of
 * a file: DOC, XLS and PPT share the CFB signature (as do MSI installers), and only those root
 * streams tell them apart. Defensive throughout: a malformed file yields an empty list, never a throw.
 */
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
const ENTRY_SIZE = 128;
const MAX_DIRECTORY_SECTORS = 4096;

type Entry = { name: string; type: number; left: number; right: number; child: number };

export function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Names of the streams and storages directly under the root storage. */
export function cfbRootEntryNames(bytes: Uint8Array): string[] {
  if (!isCfb(bytes)) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return [];
  const size = 1 << shift;
  const offsetOf = (sector: number) => (sector + 1) * size;
  const inFile = (offset: number, length: number) => offset + length <= bytes.length;

  const fat = fatSectors(view, size, offsetOf, inFile);
  const perFatSector = size / 4;
  const next = (sector: number): number => {
    const fatSector = fat[Math.floor(sector / perFatSector)];
    if (fatSector === undefined) return NO_STREAM;
    const offset = offsetOf(fatSector) + (sector % perFatSector) * 4;
    return inFile(offset, 4) ? view.getUint32(offset, true) : NO_STREAM;
  };

  const entries: Entry[] = [];
  const seen = new Set<number>();
  for (
    let s = view.getUint32(0x30, true);
    s <= MAX_REGULAR_SECTOR && !seen.has(s) && seen.size < MAX_DIRECTORY_SECTORS;
    s = next(s)
  ) {
    seen.add(s);
    const base = offsetOf(s);
    if (!inFile(base, size)) break;
    for (let e = base; e < base + size; e += ENTRY_SIZE) entries.push(readEntry(bytes, view, e));
  }
  return rootChildren(entries).map((e) => e.name);
}

function fatSectors(
  view: DataView,
  size: number,
  offsetOf: (s: number) => number,
  inFile: (o: number, l: number) => boolean,
): number[] {
  const count = view.getUint32(0x2c, true);
  const sectors: number[] = [];
  for (let i = 0; i < 109 && sectors.length < count; i++) sectors.push(view.getUint32(0x4c + i * 4, true));
  // Files beyond ~7 MB list further FAT sectors in a chain of DIFAT sectors.
  const seen = new Set<number>();
  for (let d = view.getUint32(0x44, true); sectors.length < count && d <= MAX_REGULAR_SECTOR && !seen.has(d);) {
    seen.add(d);
    const base = offsetOf(d);
    if (!inFile(base, size)) break;
    for (let i = 0; i < size / 4 - 1 && sectors.length < count; i++) sectors.push(view.getUint32(base + i * 4, true));
    d = view.getUint32(base + size - 4, true);
  }
  return sectors;
}

function readEntry(bytes: Uint8Array, view: DataView, at: number): Entry {
  const nameBytes = Math.min(view.getUint16(at + 0x40, true), 64);
  // The name is UTF-16LE including its terminating NUL.
  const name = nameBytes >= 2 ? Buffer.from(bytes.subarray(at, at + nameBytes - 2)).toString('utf16le') : '';
  return {
    name,
    type: bytes[at + 0x42],
    left: view.getUint32(at + 0x44, true),
    right: view.getUint32(at + 0x48, true),
    child: view.getUint32(at + 0x4c, true),
  };
}

/** The root's children form a red-black tree linked through left and right siblings. */
function rootChildren(entries: Entry[]): Entry[] {
  const root = entries[0];
  if (!root || root.type !== 5) return [];
  const out: Entry[] = [];
  const visited = new Set<number>();
  const stack = [root.child];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === NO_STREAM || visited.has(id) || !entries[id]) continue;
    visited.add(id);
    const entry = entries[id];
    if (entry.type === 1 || entry.type === 2) out.push(entry);
    stack.push(entry.left, entry.right);
  }
  return out;
}
