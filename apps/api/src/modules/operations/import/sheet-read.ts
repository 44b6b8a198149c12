import { IMPORT_LIMITS } from '@freight/shared';
import { AppError } from '../../../common/errors/app-error.js';
import type { SheetLimits, SheetRow } from '../../../common/untrusted/read-limits.js';
import { runUntrusted } from '../../../common/untrusted/untrusted-pool.js';

export type { SheetRow, SheetValue } from '../../../common/untrusted/read-limits.js';

/**
 * The first sheet of an XLSX, or a CSV (comma or semicolon), as its rows with a value; the first is
 * the header. Read in the worker pool under IMPORT_LIMITS, so a hostile file costs a bounded share of
 * one worker and never the API's event loop; past a limit nothing is read and the import stops.
 */
export async function readSheet(
  fileName: string,
  data: Buffer,
  limits: SheetLimits = { ...IMPORT_LIMITS },
): Promise<SheetRow[]> {
  const answer = await runUntrusted({ kind: 'sheet', fileName, bytes: data, limits }, limits.timeMs);
  if (answer.ok) return answer.value;
  const failure = answer.failure;
  if (failure.reason === 'TOO_LARGE')
    throw new AppError('IMPORT_TOO_LARGE', { limit: failure.limit, max: failure.max });
  if (failure.reason === 'TYPE_MISMATCH')
    throw new AppError('IMPORT_FILE_TYPE_MISMATCH', { extension: failure.extension, detected: failure.detected });
  throw new AppError('IMPORT_FILE_UNREADABLE', { reason: failure.detail });
}
