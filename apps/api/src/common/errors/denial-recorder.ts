import type { ErrorCode } from '@freight/shared';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * Where the error filter sends refused requests (403). common/ sits below the modules, so the filter
 * asks for this token and the audit module provides it.
 */
export const DENIAL_RECORDER = Symbol('DENIAL_RECORDER');

export type Denial = { method: string; path: string; code: ErrorCode; ip: string | null };

export type DenialRecorder = { recordDenial(user: AuthUser | null, denial: Denial): Promise<void> };
