import type { Response } from 'express';
import { EXPORT_ROWS_HEADER } from '@freight/shared';
import { writeSheet, type SheetSpec } from './sheet-stream.js';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Streams an exported list as the response. Headers go first, with the row count the client
 * shows progress against; a failure after that point aborts the response, so the browser reports
 * a failed download instead of saving a truncated file as if it were whole.
 */
export async function sendSheet(res: Response, fileBase: string, rows: number, spec: SheetSpec): Promise<void> {
  res.setHeader('Content-Type', CONTENT_TYPES[spec.format]);
  res.setHeader('Content-Disposition', `attachment; filename="${fileBase}.${spec.format}"`);
  res.setHeader(EXPORT_ROWS_HEADER, String(rows));
  res.setHeader('Access-Control-Expose-Headers', `Content-Disposition, ${EXPORT_ROWS_HEADER}`);
  try {
    await writeSheet(spec, res);
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
