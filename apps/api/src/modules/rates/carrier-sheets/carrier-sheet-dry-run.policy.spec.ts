import { describe, expect, it } from '@jest/globals';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ownDryRun } from './carrier-sheet-dry-run.policy.js';

const NOW = new Date('2027-01-10T12:00:00Z');
const run = { userId: 'u1', carrierId: 'c1', expiresAt: new Date('2027-01-10T12:30:00Z') };
const user = (id: string) => ({ id }) as AuthUser;
const codeOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : 'other';
  }
};

describe('a dry run is its own user’s', () => {
  it('answers its user’s own unexpired dry run', () => {
    expect(ownDryRun(user('u1'), run, 'c1', NOW)).toBe(run);
    expect(ownDryRun(user('u1'), run, undefined, NOW)).toBe(run);
  });

  it('refuses a missing one, another user’s and another carrier’s alike, and an expired one', () => {
    expect(codeOf(() => ownDryRun(user('u1'), null, 'c1', NOW))).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
    expect(codeOf(() => ownDryRun(user('u2'), run, undefined, NOW))).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
    expect(codeOf(() => ownDryRun(user('u1'), run, 'c2', NOW))).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
    expect(codeOf(() => ownDryRun(user('u1'), run, 'c1', run.expiresAt))).toBe('RATE_SHEET_DRY_RUN_EXPIRED');
    // Another user's expired dry run is still not found: its expiry tells nothing either.
    expect(codeOf(() => ownDryRun(user('u2'), run, undefined, run.expiresAt))).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
  });
});
