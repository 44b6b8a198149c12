import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_MAX_PER_USER,
  type PasskeyRegistered,
  type PasskeyRegistrationOptions,
  type PasskeyView,
  type WebAuthnJson,
} from '@freight/shared';
import type { RegisterPasskeyDto, RemoveTotpDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { SessionOpener } from '../auth/session-opener.service.js';
import { MfaService } from './mfa.service.js';
import { PasskeysRepository, type PasskeyRow } from './passkeys.repository.js';

type Actor = { id: string; username: string };

const RP_NAME = 'Freight Portal';

/** The challenge an authenticator signed (from clientDataJSON), or null when the answer is malformed. */
function signedChallenge(response: WebAuthnJson): string | null {
  const inner = response.response as Record<string, unknown> | undefined;
  const data = inner?.clientDataJSON;
  if (typeof data !== 'string' || data.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' && parsed.challenge.length <= 512 ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/** What binds a sign-in challenge to its pending sign-in: a hash of that sign-in's challenge token. */
export const bindingOf = (signInToken: string) => createHash('sha256').update(signInToken).digest('base64url');

const view = (p: PasskeyRow): PasskeyView => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys (WebAuthn) as a second factor (issue 46), with @simplewebauthn/server: registration from one's
 * settings, removal with the current factor, and the sign-in step's options and check. Every challenge is
 * stored server-side, single-use and short-lived; relying-party id and origin come from the configuration.
 */
@Injectable()
export class PasskeysService {
  private readonly rpId: string;
  private readonly origin: string;

  constructor(
    private readonly repo: PasskeysRepository,
    private readonly mfa: MfaService,
    private readonly opener: SessionOpener,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const publicUrl = new URL(config.publicUrl);
    this.rpId = config.webauthnRpId || publicUrl.hostname;
    this.origin = config.webauthnOrigin ? new URL(config.webauthnOrigin).origin : publicUrl.origin;
  }

  async list(userId: string): Promise<PasskeyView[]> {
    return (await this.repo.list(userId)).map(view);
  }

  async registrationOptions(user: AuthUser): Promise<PasskeyRegistrationOptions> {
    const existing = await this.repo.list(user.id);
    if (existing.length >= PASSKEY_MAX_PER_USER) throw new AppError('PASSKEY_LIMIT_REACHED');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpId,
      userName: user.email || user.username,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.repo.saveChallenge(user.id, 'register', options.challenge, this.expiry(), null);
    return { options: options as unknown as WebAuthnJson };
  }

  /** With an enrolment-only token (sign-in under the policy), the answer also holds the completed sign-in's session. */
  async register(
    user: AuthUser,
    dto: RegisterPasskeyDto,
    ip: string,
    userAgent: string | null,
  ): Promise<PasskeyRegistered> {
    const challenge = signedChallenge(dto.response);
    if (!challenge) throw new AppError('PASSKEY_INVALID');
    if (!(await this.repo.takeChallenge(user.id, 'register', challenge, null)))
      throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
    if ((await this.repo.count(user.id)) >= PASSKEY_MAX_PER_USER) throw new AppError('PASSKEY_LIMIT_REACHED');
    const result = await verifyRegistrationResponse({
      response: dto.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) throw new AppError('PASSKEY_INVALID');
    const { credential } = result.registrationInfo;
    const name = dto.name.trim() || 'Passkey';
    const saved = await this.repo
      .create({
        userId: user.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .catch(() => null);
    // The same credential registered before (the browser is told to exclude it; a crafted answer is not).
    if (!saved) throw new AppError('PASSKEY_INVALID');
    await this.audit.record(user, 'user', user.id, 'mfa.passkey.register', {
      after: { factor: 'passkey', passkey: saved.id, name },
    });
    if (!user.mfaEnrolmentOnly) return { passkey: view(saved) };
    return { passkey: view(saved), session: await this.opener.afterEnrolment(user, ip, userAgent) };
  }

  /** One's own removal: a current TOTP code or the password proves it is the user at the keyboard. */
  async remove(user: AuthUser, id: string, dto: RemoveTotpDto): Promise<void> {
    const passkey = await this.repo.findOne(user.id, id);
    if (!passkey) throw new AppError('NOT_FOUND');
    await this.mfa.assertMayRemove(user.id, 'passkey');
    await this.mfa.assertProof(user.id, dto);
    // The removal, its audit row and (with no factor left) the recovery codes' removal: one transaction.
    const removed = await this.repo.transactionForUser(user.id, async (tx) => {
      if (!(await this.repo.remove(user.id, id, tx))) return false;
      const before = { factor: 'passkey', passkey: id, name: passkey.name };
      await this.audit.record(user, 'user', user.id, 'mfa.passkey.remove', { before }, tx);
      await this.mfa.dropRecoveryCodesWithoutFactor(user, tx);
      return true;
    });
    if (!removed) throw new AppError('NOT_FOUND');
  }

  /** Options for the passkey sign-in step, bound to the pending sign-in (its challenge token). */
  async signInOptions(userId: string, signInToken: string): Promise<WebAuthnJson> {
    const passkeys = await this.repo.list(userId);
    if (passkeys.length === 0) throw new AppError('MFA_NOT_ENABLED');
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      allowCredentials: passkeys.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.repo.saveChallenge(userId, 'sign-in', options.challenge, this.expiry(), bindingOf(signInToken));
    return options as unknown as WebAuthnJson;
  }

  /**
   * The sign-in step's check: the answer signs a challenge issued for this pending sign-in (taken, so it
   * works once), with one of the user's passkeys, for this origin and relying party, with a counter that
   * grew (or an authenticator that keeps none).
   */
  async acceptSignIn(user: Actor, signInToken: string, response: WebAuthnJson, ip: string): Promise<boolean> {
    const challenge = signedChallenge(response);
    if (!challenge) return false;
    if (!(await this.repo.takeChallenge(user.id, 'sign-in', challenge, bindingOf(signInToken)))) return false;
    const credentialId = typeof response.id === 'string' ? response.id : '';
    const passkey = credentialId ? await this.repo.findByCredential(user.id, credentialId) : null;
    if (!passkey) return false;
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) return false;
    if (!(await this.repo.used(passkey.id, result.authenticationInfo.newCounter))) return false;
    await this.audit.record(user, 'user', user.id, 'mfa.passkey.use', { after: { passkey: passkey.id } }, undefined, {
      ip,
    });
    return true;
  }

  private expiry(): Date {
    return new Date(Date.now() + PASSKEY_CHALLENGE_SECONDS * 1000);
  }
}
