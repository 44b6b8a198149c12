import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../errors/app-error.js';
import type { AnswerOf, UntrustedTask } from './untrusted-worker.js';

// From the build this module is .js and so is the worker; from the sources (tests) both are .ts, which
// Node strips of their types itself.
const WORKER = fileURLToPath(
  new URL(`./untrusted-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
);

/** How the pool runs: small on purpose, the API's own requests keep the rest of the machine. */
export const UNTRUSTED_POOL = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  /** Files waiting for a thread; past it a read answers FILE_READ_BUSY rather than queueing without end. */
  queue: 16,
  /** Each worker's heap: a file that needs more ends its worker (ERR_WORKER_OUT_OF_MEMORY), not the API. */
  heapMb: 96,
  /** Past its budget (counted from when a thread picks it up) and this grace, a worker is terminated. */
  graceMs: 1000,
};

let pool: Piscina | undefined;
// Reads running or waiting. Counted here: piscina keeps tasks that carry an abort signal in a queue
// of their own that its maxQueue does not bound.
let inFlight = 0;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: UNTRUSTED_POOL.threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: UNTRUSTED_POOL.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  return pool;
}

/**
 * Reads untrusted bytes in the worker pool (piscina), off the API's event loop. The bytes are handed
 * over, not copied (a copy of 20 MB held this loop for half a second on a busy machine): the caller's
 * buffer is empty afterwards, and what it still needs comes back in the answer. The reader checks
 * its own limits and budget as it goes; this side terminates the worker if it still runs `budgetMs`
 * plus a grace after it started (a reader stuck where it cannot look at the clock), and turns a
 * worker that ran out of heap into a limit, so every outcome is an answer: the value, or why not.
 */
export async function runUntrusted<K extends UntrustedTask['kind']>(
  task: Extract<UntrustedTask, { kind: K }>,
  budgetMs: number,
): Promise<AnswerOf<K>> {
  if (inFlight >= UNTRUSTED_POOL.threads + UNTRUSTED_POOL.queue) throw new AppError('FILE_READ_BUSY');
  inFlight++;
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => abort.abort(), budgetMs + UNTRUSTED_POOL.graceMs);
  });
  port1.unref();
  try {
    // A buffer that is a view into a larger one (Node's pool of small buffers) is copied first: only
    // bytes that are the whole of their memory can be handed over.
    const own = task.bytes.byteOffset === 0 && task.bytes.byteLength === task.bytes.buffer.byteLength;
    const bytes = own ? task.bytes : new Uint8Array(task.bytes);
    const message = { ...task, bytes, started: port2 };
    const transferList = [port2, bytes.buffer as ArrayBuffer];
    return (await thePool().run(message, { transferList, signal: abort.signal })) as AnswerOf<K>;
  } catch (error) {
    if (abort.signal.aborted) return { ok: false, failure: { reason: 'TOO_LARGE', limit: 'timeMs', max: budgetMs } };
    const code = (error as { code?: string }).code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY')
      return { ok: false, failure: { reason: 'TOO_LARGE', limit: 'memory', max: UNTRUSTED_POOL.heapMb } };
    throw error;
  } finally {
    inFlight--;
    clearTimeout(timer);
    port1.close();
  }
}

/** Ends the pool's threads (shutdown, tests); a later read starts a new pool. */
export async function closeUntrustedPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
