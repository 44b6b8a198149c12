// The file-reading worker's task handler (piscina loads this file in each worker thread).
import type { MessagePort } from 'node:worker_threads';
import { detectTypesOf, type DetectedType } from '../../modules/documents/detect-type.ts';
import { Deadline, ReadStop, type ReadFailure, type SheetLimits, type SheetRow } from './read-limits.ts';
import { readSheetFile } from './sheet-file.ts';

export type UntrustedTask =
  | { kind: 'sheet'; fileName: string; bytes: Uint8Array; limits: SheetLimits }
  | { kind: 'fileTypes'; bytes: Uint8Array };
export type UntrustedAnswer<T> = { ok: true; value: T } | { ok: false; failure: ReadFailure };
export type AnswerOf<K extends UntrustedTask['kind']> = UntrustedAnswer<
  K extends 'sheet' ? SheetRow[] : DetectedType[]
>;

/** Tells the pool the task started (its time budget runs from here), then reads. */
export default async function run(
  task: UntrustedTask & { started: MessagePort },
): Promise<UntrustedAnswer<SheetRow[] | DetectedType[]>> {
  task.started.postMessage(null);
  task.started.close();
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    if (task.kind === 'sheet')
      return {
        ok: true,
        value: await readSheetFile(task.fileName, bytes, task.limits, new Deadline(task.limits.timeMs)),
      };
    return { ok: true, value: await detectTypesOf(bytes) };
  } catch (error) {
    if (error instanceof ReadStop) return { ok: false, failure: error.failure };
    return { ok: false, failure: { reason: 'UNREADABLE', detail: 'UNEXPECTED' } };
  }
}
