import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../errors/app-error.js';
import { isWriteConflict } from './db-refusal.js';

/** How many times a transaction runs before a deadlock or serialization failure reaches the user. */
export const TRANSACTION_ATTEMPTS = 4;
/** First pause before a retry; doubled each time, with jitter so the losers do not collide again. */
const RETRY_BASE_MS = 15;

export type TransactionOptions = { maxWait?: number; timeout?: number };

// What to do once a transaction opened by runTransaction has committed (an attempt that failed drops them).
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `hook` after `tx` commits, e.g. to wake the outbox relay. Outside such a transaction (`tx` is the
 * plain client, whose statements commit at once) it runs now.
 */
export function afterCommit(tx: object, hook: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}

/** Any client with Prisma's interactive `$transaction` (PrismaService, a test's own client). */
type TransactionRunner<Tx> = {
  $transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
};

/**
 * Runs `work` in one transaction, and again (a bounded number of times, after a short jittered pause)
 * when PostgreSQL aborted it for a deadlock or a serialization failure. `work` must be safe to run
 * again: it only writes through `tx` (work that must follow the commit goes through the outbox, in
 * the same transaction). Still failing after the last attempt, it answers 409 WRITE_CONFLICT, never 500.
 */
export async function runTransaction<Tx, T>(
  client: TransactionRunner<Tx>,
  work: (tx: Tx) => Promise<T>,
  options?: TransactionOptions,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const hooks: (() => void)[] = [];
    let result: T;
    try {
      result = await client.$transaction((tx) => {
        commitHooks.set(tx as object, hooks);
        return work(tx);
      }, options);
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      if (attempt >= attempts) throw new AppError('WRITE_CONFLICT', { attempts }, { 'Retry-After': '1' });
      await sleep(RETRY_BASE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
      continue;
    }
    for (const hook of hooks) hook();
    return result;
  }
}
