import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { isWriteConflict } from './db-refusal.js';
import { afterCommit, runTransaction } from './transaction.js';

/** A stand-in for Prisma's `$transaction` that fails the first `failures` runs with `error`. */
function client(failures: number, error: unknown) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    async $transaction<T>(work: (tx: object) => Promise<T>): Promise<T> {
      runs++;
      const tx = {};
      const result = await work(tx);
      if (runs <= failures) throw error;
      return result;
    },
  };
}

// How Prisma's driver adapter reports PostgreSQL's deadlock_detected, and a raw query's serialization_failure.
const deadlock = {
  code: 'P2034',
  meta: { driverAdapterError: { cause: { originalCode: '40P01', kind: 'TransactionWriteConflict' } } },
};
const serialization = new Error('raw query failed', { cause: { code: '40001' } });

describe('runTransaction', () => {
  it.each([
    ['a deadlock', deadlock],
    ['a serialization failure', serialization],
  ])('runs the whole transaction again after %s', async (_label, error) => {
    const c = client(2, error);
    await expect(runTransaction(c, () => Promise.resolve('done'))).resolves.toBe('done');
    expect(c.runs).toBe(3);
  });

  it('answers WRITE_CONFLICT (409, retry later) when the conflict outlasts the attempts', async () => {
    const c = client(10, deadlock);
    const failure = await runTransaction(c, () => Promise.resolve('never'), undefined, 3).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'WRITE_CONFLICT', status: 409, headers: { 'Retry-After': '1' } });
    expect(c.runs).toBe(3);
  });

  it('does not retry any other failure', async () => {
    const c = client(1, { code: 'P2002' });
    await expect(runTransaction(c, () => Promise.resolve('x'))).rejects.toEqual({ code: 'P2002' });
    expect(c.runs).toBe(1);
  });

  it('runs the after-commit hooks of the attempt that committed, once', async () => {
    const c = client(1, deadlock);
    let woken = 0;
    await runTransaction(c, (tx) => {
      afterCommit(tx, () => woken++);
      return Promise.resolve();
    });
    expect(c.runs).toBe(2);
    expect(woken).toBe(1);
  });
});

describe('isWriteConflict', () => {
  it('knows the conflicts PostgreSQL asks to retry, and nothing else', () => {
    expect(isWriteConflict(deadlock)).toBe(true);
    expect(isWriteConflict(serialization)).toBe(true);
    expect(isWriteConflict({ cause: { kind: 'TransactionWriteConflict' } })).toBe(true);
    expect(isWriteConflict({ code: 'P2002' })).toBe(false);
    expect(isWriteConflict(new Error('23505 duplicate'))).toBe(false);
    expect(isWriteConflict(undefined)).toBe(false);
  });
});
