import { AppError } from '../../common/errors/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';

function knownCode(error: unknown): string | null {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : null;
}

/**
 * Runs a write whose only unique column is `field`: a duplicate becomes 409 CONFLICT naming it,
 * and a row that no longer exists becomes null. The constraint decides, so two racing creates
 * cannot both pass a check-then-insert.
 */
export async function uniqueWrite<T>(field: string, value: string, write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    const code = knownCode(error);
    if (code === 'P2002') throw new AppError('CONFLICT', { field, value });
    if (code === 'P2025') return null;
    throw error;
  }
}

/** A write that may miss its row (an unknown id): null instead of an exception. */
export async function orNull<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (knownCode(error) === 'P2025') return null;
    throw error;
  }
}
