// Runs inside the file-reading worker (see common/untrusted/read-limits.ts for why the imports name .ts files).
import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_FILE_TYPES, type FileKind } from '@freight/shared';
import { cfbRootEntryNames } from './cfb.ts';
import { looksLikeRfc822, looksLikeSvg } from './text-sniff.ts';

/** What the content of a file turned out to be. */
export type DetectedType = { kind: FileKind; mimeType: string };

/** file-type's extension for each allowed binary format. */
const KIND_BY_DETECTED_EXT: Readonly<Record<string, FileKind>> = {
  png: 'png',
  apng: 'png',
  gif: 'gif',
  jpg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
  heic: 'heif',
  pdf: 'pdf',
  // Illustrator files saved with PDF compatibility are PDFs.
  ai: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
};

/** The root stream that marks each legacy Office format inside a compound file. */
const CFB_MARKERS: readonly [string, FileKind][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
  ['PowerPoint Document', 'ppt'],
];

function typeOf(kind: FileKind, mimeType?: string): DetectedType {
  const allowed = ALLOWED_FILE_TYPES.find((t) => t.kind === kind)!;
  return { kind, mimeType: mimeType && allowed.mimeTypes.includes(mimeType) ? mimeType : allowed.mimeTypes[0] };
}

/**
 * Every allowed type the bytes are (usually one; none when the content is not allowed). file-type
 * bounds its own reads (hard limits on every size it takes from the file); the CFB walk and the text
 * sniffs are linear in the file and the first 64 KB.
 */
export async function detectTypesOf(bytes: Uint8Array): Promise<DetectedType[]> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || found.ext === 'xml') {
    if (looksLikeSvg(bytes)) return [typeOf('svg')];
    if (!found && looksLikeRfc822(bytes)) return [typeOf('eml')];
    return [];
  }
  if (found.ext === 'cfb') {
    const names = new Set(cfbRootEntryNames(bytes));
    return [...new Set(CFB_MARKERS.filter(([stream]) => names.has(stream)).map(([, kind]) => kind))].map((k) =>
      typeOf(k),
    );
  }
  const kind = KIND_BY_DETECTED_EXT[found.ext];
  return kind ? [typeOf(kind, found.mime)] : [];
}
