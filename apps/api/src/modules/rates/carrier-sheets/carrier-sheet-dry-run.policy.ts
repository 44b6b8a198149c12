import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';

type DryRun = { userId: string; carrierId: string; expiresAt: Date };

/**
 * A dry run is its user's alone: anyone else's, a missing one and (for applying) another carrier's all
 * answer 404 RATE_SHEET_DRY_RUN_NOT_FOUND, so an id tells nothing. An expired one answers 410.
 */
export function ownDryRun<T extends DryRun>(
  user: AuthUser,
  run: T | null,
  carrierId?: string,
  now: Date = new Date(),
): T {
  if (!run || run.userId !== user.id || (carrierId !== undefined && run.carrierId !== carrierId))
    throw new AppError('RATE_SHEET_DRY_RUN_NOT_FOUND');
  if (run.expiresAt <= now) throw new AppError('RATE_SHEET_DRY_RUN_EXPIRED');
  return run;
}
