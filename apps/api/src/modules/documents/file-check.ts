import { fileTypeFromBuffer } from 'file-type';
import {
  ALLOWED_FILE_TYPES,
  allowedTypeForName,
  fileExtension,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  type FileKind,
} from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import { cfbRootEntryNames } from './cfb.js';
import { looksLikeRfc822, looksLikeSvg } from './text-sniff.js';

/** What the content of a file turned out to be. */
export type DetectedType = { kind: FileKind; mimeType: string };

/** An upload that passed every check: the name to save it under and the MIME type to serve it with. */
export type InspectedUpload = { name: string; mimeType: string; kind: FileKind };

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

/** Every allowed type the bytes are (usually one; none when the content is not allowed). */
export async function detectFileTypes(bytes: Uint8Array): Promise<DetectedType[]> {
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

/**
 * Checks an uploaded file before anything is stored: a usable name, not empty, within the size
 * limit, an allowed extension, and content that really is of the type the extension claims.
 * Throws AppError with a stable code and the reason in details.
 */
export async function inspectUpload(originalName: string, bytes: Uint8Array): Promise<InspectedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
  if (bytes.length === 0) throw new AppError('FILE_EMPTY');
  const name = sanitizeFileName(originalName);
  if (!name) throw new AppError('FILE_NAME_INVALID');
  const extension = fileExtension(name);
  const claimed = allowedTypeForName(name);
  if (!claimed)
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { reason: 'EXTENSION_NOT_ALLOWED', extension, detected: null });
  const detected = await detectFileTypes(bytes);
  const match = detected.find((d) => d.kind === claimed.kind);
  if (!match) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', {
      reason: detected.length ? 'EXTENSION_MISMATCH' : 'CONTENT_NOT_ALLOWED',
      extension,
      detected: detected[0]?.kind ?? null,
    });
  }
  return { name, mimeType: match.mimeType, kind: match.kind };
}
