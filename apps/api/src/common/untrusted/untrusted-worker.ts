// The file-reading worker's task handler (piscina loads this file in each worker thread).
import { createHash } from 'node:crypto';
import type { MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { detectTypesOf, type DetectedType } from './detect-type.ts';
import { Deadline, ReadStop, type ReadFailure, type SheetLimits, type SheetRow } from './read-limits.ts';
import { readSheetFile } from './sheet-file.ts';

export type UntrustedTask =
  | { kind: 'sheet'; fileName: string; bytes: Uint8Array; limits: SheetLimits; numericCells?: boolean }
  | { kind: 'fileTypes'; bytes: Uint8Array };
/** What sniffing an upload found: its allowed types and its SHA-256 (hashed here too, off the event loop). */
export type SniffedFile = { types: DetectedType[]; sha256: string };
export type UntrustedAnswer<T> =
  { ok: true; value: T; bytes?: Uint8Array<ArrayBuffer> } | { ok: false; failure: ReadFailure };
export type AnswerOf<K extends UntrustedTask['kind']> = UntrustedAnswer<K extends 'sheet' ? SheetRow[] : SniffedFile>;

/**
 * Tells the pool the task started (its time budget runs from here), then reads. The bytes arrive
 * transferred, not copied; an upload's bytes, which the API still stores, go back the same way.
 */
export default async function run(task: UntrustedTask & { started: MessagePort }): Promise<unknown> {
  task.started.postMessage(null);
  task.started.close();
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    if (task.kind === 'sheet') {
      const rows = await readSheetFile(task.fileName, bytes, task.limits, new Deadline(task.limits.timeMs), {
        numericCells: task.numericCells,
      });
      return { ok: true, value: rows } satisfies AnswerOf<'sheet'>;
    }
    const value: SniffedFile = {
      types: await detectTypesOf(bytes),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    const answer: AnswerOf<'fileTypes'> = { ok: true, value, bytes: task.bytes as Uint8Array<ArrayBuffer> };
    return move({ [transferableSymbol]: task.bytes.buffer, [valueSymbol]: answer });
  } catch (error) {
    if (error instanceof ReadStop) return { ok: false, failure: error.failure } satisfies UntrustedAnswer<never>;
    return { ok: false, failure: { reason: 'UNREADABLE', detail: 'UNEXPECTED' } } satisfies UntrustedAnswer<never>;
  }
}
