import { Injectable } from '@nestjs/common';
import type { MfaStatus, RecoveryCodesIssued, TotpEnrolmentConfirmed, TotpEnrolmentStart } from '@freight/shared';
import type { RemoveTotpDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { MfaPolicyService } from './mfa-policy.service.js';
import { SessionOpener } from '../auth/session-opener.service.js';
import { MfaRepository } from './mfa.repository.js';
import { PasskeysRepository } from './passkeys.repository.js';
import { SecretBox } from './secret-box.js';
import { enrolmentUri, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, verifiedTimeStep } from './totp.js';

type Actor = { id: string; username: string };
export type Factor = 'totp' | 'passkey';

/**
 * TOTP second factor (issue 46): enrolment from one's settings, removal with a current code or the
 * password, an administrator's reset (passkeys too), and the checks sign-in asks for. Codes are never logged.
 */
@Injectable()
export class MfaService {
  constructor(
    private readonly repo: MfaRepository,
    private readonly box: SecretBox,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly opener: SessionOpener,
    private readonly passkeys: PasskeysRepository,
    private readonly policy: MfaPolicyService,
  ) {}

  async status(userId: string): Promise<MfaStatus> {
    const [factor, passkeys] = await Promise.all([this.repo.findFactor(userId), this.passkeys.count(userId)]);
    const totpEnabled = Boolean(factor?.confirmedAt);
    return {
      totpEnabled,
      recoveryCodesLeft: totpEnabled || passkeys > 0 ? (await this.repo.unusedRecoveryCodes(userId)).length : 0,
      passkeys,
    };
  }

  /** The user's enrolled second factors: a confirmed TOTP factor, passkeys. */
  async factors(userId: string): Promise<Record<Factor, boolean>> {
    const [factor, passkeys] = await Promise.all([this.repo.findFactor(userId), this.passkeys.count(userId)]);
    return { totp: Boolean(factor?.confirmedAt), passkey: passkeys > 0 };
  }

  async isActive(userId: string): Promise<boolean> {
    const f = await this.factors(userId);
    return f.totp || f.passkey;
  }

  private async isTotpActive(userId: string): Promise<boolean> {
    return Boolean((await this.repo.findFactor(userId))?.confirmedAt);
  }

  async startEnrolment(user: AuthUser): Promise<TotpEnrolmentStart> {
    if (await this.isTotpActive(user.id)) throw new AppError('MFA_ALREADY_ENABLED');
    const secret = newTotpSecret();
    await this.repo.startPending(user.id, this.box.seal(secret));
    const { uri, qr } = await enrolmentUri(secret, user.email || user.username);
    return { secret, otpauthUri: uri, qrCodeDataUrl: qr };
  }

  /** With an enrolment-only token (sign-in under the policy), the answer also holds the completed sign-in's session. */
  async confirmEnrolment(
    user: AuthUser,
    code: string,
    ip: string,
    userAgent: string | null,
  ): Promise<TotpEnrolmentConfirmed> {
    const factor = await this.repo.findFactor(user.id);
    if (!factor) throw new AppError('MFA_ENROLMENT_NOT_STARTED');
    if (factor.confirmedAt) throw new AppError('MFA_ALREADY_ENABLED');
    const secret = this.openSecret(factor.secretEncrypted);
    const step = secret === null ? null : await verifiedTimeStep(secret, code, factor.lastTimeStep);
    if (step === null) throw new AppError('MFA_CODE_INVALID');
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map((c) => this.hasher.hash(normalizeRecoveryCode(c))));
    if (!(await this.repo.confirm(user.id, step, hashes))) throw new AppError('MFA_CODE_INVALID');
    await this.audit.record(user, 'user', user.id, 'mfa.enrol', { after: { factor: 'totp' } });
    if (!user.mfaEnrolmentOnly) return { recoveryCodes: codes };
    return { recoveryCodes: codes, session: await this.opener.afterEnrolment(user, ip, userAgent) };
  }

  /**
   * Ten new recovery codes for a user with a factor (a passkey-only user's way in without the device),
   * replacing those left; a current code or the password first. Only their hashes are kept.
   */
  async issueRecoveryCodes(user: AuthUser, dto: RemoveTotpDto): Promise<RecoveryCodesIssued> {
    if (!(await this.isActive(user.id))) throw new AppError('MFA_NOT_ENABLED');
    await this.assertProof(user.id, dto);
    const codes = newRecoveryCodes();
    await this.repo.replaceRecoveryCodes(
      user.id,
      await Promise.all(codes.map((c) => this.hasher.hash(normalizeRecoveryCode(c)))),
    );
    await this.audit.record(user, 'user', user.id, 'mfa.recovery-codes', { after: { count: codes.length } });
    return { recoveryCodes: codes };
  }

  /** One's own removal: a current code or the password proves it is the user at the keyboard. */
  async remove(user: AuthUser, dto: RemoveTotpDto): Promise<void> {
    const factor = await this.repo.findFactor(user.id);
    if (!factor?.confirmedAt) throw new AppError('MFA_NOT_ENABLED');
    await this.assertMayRemove(user.id, 'totp');
    await this.assertProof(user.id, dto);
    // One transaction with the user's row held: the recovery codes stay while a passkey remains (they
    // recover that factor too), and go with the last factor, as when the last passkey is removed.
    await this.passkeys.transactionForUser(user.id, async (tx) => {
      await this.repo.removeTotp(tx, user.id);
      await this.audit.record(user, 'user', user.id, 'mfa.remove', { before: { factor: 'totp' } }, tx);
      await this.dropRecoveryCodesWithoutFactor(user, tx);
    });
  }

  /**
   * The policy asks this user for a factor: only an administrator's reset takes the last one away
   * (another enrolled factor may go).
   */
  async assertMayRemove(userId: string, factor: Factor): Promise<void> {
    const source = await this.repo.roleSource(userId);
    if (!source || !(await this.policy.requiresFactor(source))) return;
    const f = await this.factors(userId);
    const others = factor === 'totp' ? f.passkey : f.totp || (await this.passkeys.count(userId)) > 1;
    if (!others) throw new AppError('MFA_REQUIRED_BY_POLICY');
  }

  /** Removing a factor: a current TOTP code or the password proves it is the user at the keyboard. */
  async assertProof(userId: string, dto: RemoveTotpDto): Promise<void> {
    let proven = false;
    if (dto.code) proven = await this.acceptCode(userId, dto.code);
    else if (dto.password) proven = await this.hasher.verify(await this.repo.passwordHash(userId), dto.password);
    if (!proven) throw new AppError(dto.password && !dto.code ? 'PASSWORD_CURRENT_WRONG' : 'MFA_CODE_INVALID');
  }

  /**
   * In a passkey removal's transaction: with no factor left, the recovery codes go too (a code without a
   * factor proves nothing, and would count again once a factor is enrolled), audited in the same transaction.
   */
  async dropRecoveryCodesWithoutFactor(user: Actor, tx: Tx): Promise<void> {
    if ((await this.passkeys.count(user.id, tx)) > 0 || (await this.repo.findFactor(user.id, tx))?.confirmedAt) return;
    const removed = await this.repo.removeRecoveryCodes(tx, user.id);
    if (removed > 0)
      await this.audit.record(
        user,
        'user',
        user.id,
        'mfa.recovery-codes.removed',
        { before: { count: removed }, after: { count: 0 } },
        tx,
      );
  }

  /** An administrator's reset: the user's factors (passkeys too) and recovery codes go, whatever their state. */
  async reset(actor: Actor, userId: string): Promise<void> {
    const target = await this.repo.userExists(userId);
    if (!target) throw new AppError('NOT_FOUND');
    const hadFactor = await this.repo.remove(userId);
    const passkeys = await this.passkeys.removeAll(userId);
    await this.audit.record(actor, 'user', userId, 'mfa.reset', {
      before: { factor: hadFactor ? 'totp' : null, passkeys },
      after: { factor: null, passkeys: 0 },
    });
  }

  /** A code of the active factor, of a time step not used before (the step is then used up). */
  async acceptCode(userId: string, code: string): Promise<boolean> {
    const factor = await this.repo.findFactor(userId);
    if (!factor?.confirmedAt) return false;
    const secret = this.openSecret(factor.secretEncrypted);
    const step = secret === null ? null : await verifiedTimeStep(secret, code, factor.lastTimeStep);
    return step !== null && (await this.repo.claimTimeStep(userId, step));
  }

  /** An unused recovery code (it is then used up, and audited). */
  async acceptRecoveryCode(user: Actor, code: string, ip: string): Promise<boolean> {
    const typed = normalizeRecoveryCode(code);
    for (const row of await this.repo.unusedRecoveryCodes(user.id)) {
      if (!(await this.hasher.verify(row.codeHash, typed))) continue;
      if (!(await this.repo.useRecoveryCode(row.id))) return false;
      const left = (await this.repo.unusedRecoveryCodes(user.id)).length;
      await this.audit.record(user, 'user', user.id, 'mfa.recovery-code-used', { after: { left } }, undefined, { ip });
      return true;
    }
    return false;
  }

  /**
   * Null when the stored secret does not open with the current key (MFA_ENCRYPTION_KEY or JWT_SECRET
   * changed): every code is then wrong, never a 500, and an administrator's reset lets the user enrol again.
   */
  private openSecret(sealed: string): string | null {
    try {
      return this.box.open(sealed);
    } catch {
      return null;
    }
  }
}
