import { allowedTypeForName, fileExtension, MAX_UPLOAD_BYTES, sanitizeFileName, type FileKind } from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import { runUntrusted } from '../../common/untrusted/untrusted-pool.js';
import type { DetectedType } from '../../common/untrusted/detect-type.js';

export type { DetectedType } from '../../common/untrusted/detect-type.js';

/**
 * An upload that passed every check: the name to save it under, the MIME type to serve it with, and
 * what is stored (its bytes, handed back by the worker that sniffed them, their size and SHA-256).
 */
export type InspectedUpload = {
  name: string;
  mimeType: string;
  kind: FileKind;
  bytes: Uint8Array<ArrayBuffer>;
  sizeBytes: number;
  sha256: string;
};

/** Content sniffing of an upload: file-type's limits bound its reads; this bounds its time. */
const DETECT_BUDGET_MS = 3000;

/**
 * Every allowed type the bytes are (usually one; none when the content is not allowed) and their
 * SHA-256, found in the file-reading worker pool: the sniffing parses untrusted bytes, so it never
 * runs on the event loop. The bytes are handed to the worker: use the ones answered. Content that
 * cannot be told apart within the budget is no allowed type.
 */
export async function sniffFile(
  bytes: Uint8Array,
): Promise<{ types: DetectedType[]; sha256: string | null; bytes: Uint8Array<ArrayBuffer> | null }> {
  const answer = await runUntrusted({ kind: 'fileTypes', bytes }, DETECT_BUDGET_MS);
  return answer.ok ? { ...answer.value, bytes: answer.bytes ?? null } : { types: [], sha256: null, bytes: null };
}

/** The allowed types of a copy of the bytes (for callers that keep theirs). */
export async function detectFileTypes(bytes: Uint8Array): Promise<DetectedType[]> {
  return (await sniffFile(new Uint8Array(bytes))).types;
}

/**
 * Checks an uploaded file before anything is stored: a usable name, not empty, within the size
 * limit, an allowed extension, and content that really is of the type the extension claims.
 * Throws AppError with a stable code and the reason in details. The bytes are handed to the worker
 * that sniffs them (the caller's buffer is empty afterwards): store the ones answered.
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
  const sniffed = await sniffFile(bytes);
  const detected = sniffed.types;
  const match = detected.find((d) => d.kind === claimed.kind);
  if (!match || !sniffed.bytes || !sniffed.sha256) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', {
      reason: detected.length ? 'EXTENSION_MISMATCH' : 'CONTENT_NOT_ALLOWED',
      extension,
      detected: detected[0]?.kind ?? null,
    });
  }
  return {
    name,
    mimeType: match.mimeType,
    kind: match.kind,
    bytes: sniffed.bytes,
    sizeBytes: sniffed.bytes.length,
    sha256: sniffed.sha256,
  };
}
