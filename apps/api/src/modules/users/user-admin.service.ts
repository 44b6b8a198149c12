import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  isStrongPassword,
  parseAuthorities,
  type CommercialOption,
  type Permission,
  type UserDetail,
} from '@freight/shared';
import type { ChangePasswordDto, UserDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { MailQueue } from '../../common/mail/mail.queue.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { changedFields, AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { takenField, UserAdminRepository, type UserColumns, type UserDetailRow } from './user-admin.repository.js';
import { oneTimePasswordMail } from './user-mail.js';
import { assertAdministratorRemains, assertKeepsOwnUserAdmin, assertNotSelf } from './users.policy.js';

/** Emitted after a deactivation is committed: the notifications module closes the user's sockets on every instance. */
export const USER_DEACTIVATED = 'user.deactivated';
export type UserDeactivatedEvent = { userId: string };

const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const OTP_LENGTH = 12;

/** Users administration (issue 11): create, edit, (de)activate, one-time passwords; and the user's own password change. */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly repo: UserAdminRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailQueue,
    private readonly events: EventEmitter2,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(id: string): Promise<UserDetail> {
    return this.detail(await this.found(id));
  }

  commercials(): Promise<CommercialOption[]> {
    return this.repo.commercials();
  }

  async create(actor: AuthUser, dto: UserDto): Promise<UserDetail> {
    const columns = await this.columns(dto);
    // Unusable until "send new password": no hash of any password matches this random text.
    const unusable = await this.hasher.hash(randomBytes(32).toString('hex'));
    const id = await this.unique(() =>
      this.repo.withAdministratorsLock(async (tx) => {
        const created = await this.repo.create(tx, columns, dto.permissions, this.related(dto), unusable, actor.id);
        await this.audit.record(
          actor,
          'user',
          created,
          'insert',
          { after: { ...auditedColumns(columns), permissions: [...dto.permissions].sort() } },
          tx,
        );
        return created;
      }),
    );
    return this.get(id);
  }

  /**
   * A change of what the user may do (permissions or flags) ends their open sessions at once,
   * but the actor's own current one when they edit themselves.
   */
  async update(actor: AuthUser, id: string, dto: UserDto): Promise<UserDetail> {
    assertKeepsOwnUserAdmin(actor, id, dto.permissions);
    const columns = await this.columns(dto);
    const ended = await this.unique(() =>
      this.repo.withAdministratorsLock(async (tx) => {
        const before = await this.state(tx, id);
        const after = { ...before, webAccess: columns.webAccess, permissions: dto.permissions };
        assertAdministratorRemains(before, after, await this.repo.otherActiveAdministrators(tx, id));
        await this.repo.update(tx, id, columns, dto.permissions, this.related(dto), actor.id);
        const diff = changedFields(
          { ...auditedColumns(before.columns), permissions: [...before.permissions].sort() },
          { ...auditedColumns(columns), permissions: [...dto.permissions].sort() },
        );
        if (diff)
          await this.audit.record(actor, 'user', id, diff.after.permissions ? 'permissions' : 'update', diff, tx);
        if (!accessChanged(before, { ...columns, clientId: columns.clientId ?? null, permissions: dto.permissions }))
          return [];
        return this.sessions.endForUser(id, 'access-changed', actor.id === id ? (actor.sessionId ?? null) : null, tx);
      }),
    );
    this.sessions.announce(id, ended);
    return this.get(id);
  }

  /** An administrator signs a user out everywhere; answers how many sessions were open. */
  async endSessions(actor: AuthUser, id: string): Promise<{ ended: number }> {
    await this.found(id);
    const ids = await this.sessions.endForUser(id, 'admin');
    await this.audit.record(actor, 'user', id, 'end-sessions', { after: { ended: ids.length } });
    return { ended: ids.length };
  }

  /** Idempotent. A deactivated user is refused at their next call and their sockets close. */
  async setActive(actor: AuthUser, id: string, active: boolean): Promise<UserDetail> {
    if (!active) assertNotSelf(actor, id);
    const ended = await this.repo.withAdministratorsLock(async (tx) => {
      const before = await this.state(tx, id);
      if (!active)
        assertAdministratorRemains(
          before,
          { ...before, active: false },
          await this.repo.otherActiveAdministrators(tx, id),
        );
      await this.repo.setActive(tx, id, active, actor.id);
      if (before.active !== active)
        await this.audit.record(
          actor,
          'user',
          id,
          active ? 'activate' : 'deactivate',
          { before: { active: before.active }, after: { active } },
          tx,
        );
      return active ? [] : this.sessions.endForUser(id, 'deactivated', null, tx);
    });
    this.sessions.announce(id, ended);
    if (!active) this.events.emit(USER_DEACTIVATED, { userId: id } satisfies UserDeactivatedEvent);
    return this.get(id);
  }

  /** A new one-time password by e-mail (mail queue, user's language); the next sign-in must change it. */
  async sendNewPassword(actor: AuthUser, id: string): Promise<UserDetail> {
    await this.found(id);
    const password = oneTimePassword();
    const at = new Date();
    const hash = await this.hasher.hash(password);
    // The password, its record, the end of the sessions it opened and its mail (outbox) commit together.
    const ended = await this.repo.transaction(async (tx) => {
      const user = await this.repo.setOneTimePassword(tx, id, hash, actor.id, at);
      await this.audit.record(actor, 'user', id, 'send-password', undefined, tx);
      // The old password no longer signs in: neither do the sessions it opened.
      const ended = await this.sessions.endForUser(
        id,
        'password-reset',
        actor.id === id ? (actor.sessionId ?? null) : null,
        tx,
      );
      const mail = oneTimePasswordMail(user.language, {
        name: user.name,
        username: user.username,
        password,
        url: `${this.config.publicUrl}/login`,
      });
      await this.mail.enqueue({ to: user.email, ...mail, idempotencyKey: `user-password:${id}:${at.getTime()}` }, tx);
      return ended;
    });
    this.sessions.announce(id, ended);
    return this.get(id);
  }

  /** The signed-in user's own change (also the forced one after a one-time password). */
  async changeOwnPassword(actor: AuthUser, dto: ChangePasswordDto): Promise<void> {
    const row = await this.repo.findPasswordHash(actor.id);
    if (!row || !(await this.hasher.verify(row.passwordHash, dto.currentPassword)))
      throw new AppError('PASSWORD_CURRENT_WRONG', { field: 'currentPassword' });
    if (!isStrongPassword(dto.newPassword) || dto.newPassword === dto.currentPassword) {
      throw new AppError('PASSWORD_TOO_WEAK', { field: 'newPassword' });
    }
    await this.repo.setOwnPassword(actor.id, await this.hasher.hash(dto.newPassword));
    // Anyone who had the old password is signed out; this session stays.
    const ended = await this.sessions.endForUser(actor.id, 'password', actor.sessionId ?? null);
    await this.audit.record(actor, 'user', actor.id, 'password-change', { after: { sessionsEnded: ended.length } });
  }

  private async found(id: string): Promise<UserDetailRow> {
    const row = await this.repo.findDetail(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async state(tx: Tx, id: string) {
    const row = await this.repo.findDetail(id, tx);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      id,
      active: row.active,
      webAccess: row.webAccess,
      permissions: permissionsOf(row),
      isCommercial: row.isCommercial,
      isManager: row.isManager,
      isThirdParty: row.isThirdParty,
      clientId: row.clientId,
      columns: {
        name: row.name,
        email: row.email,
        code: row.code,
        username: row.username,
        language: row.language,
        role: row.role,
        webAccess: row.webAccess,
        isCommercial: row.isCommercial,
        isManager: row.isManager,
        isThirdParty: row.isThirdParty,
        clientId: row.clientId,
      },
    };
  }

  private related(dto: UserDto): string[] {
    return dto.isManager ? dto.relatedCommercialIds : [];
  }

  /** The row's columns; a third-party user needs an existing client, others have none. */
  private async columns(dto: UserDto): Promise<UserColumns> {
    const clientId = dto.isThirdParty ? (dto.clientId ?? null) : null;
    if (dto.isThirdParty && (!clientId || !(await this.repo.clientExists(clientId)))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'clientId', rules: clientId ? ['notFound'] : ['isNotEmpty'] }],
      });
    }
    return {
      name: dto.name,
      email: dto.email,
      code: dto.code,
      username: dto.username ?? dto.email,
      language: dto.language,
      role: dto.role ?? null,
      webAccess: dto.webAccess,
      isCommercial: dto.isCommercial,
      isManager: dto.isManager,
      isThirdParty: dto.isThirdParty,
      clientId,
    };
  }

  /** A taken code, e-mail or username is 409 CONFLICT naming the field; the unique indexes decide. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const field = takenField(error);
      if (field) throw new AppError('CONFLICT', { field });
      throw error;
    }
  }

  private async detail(row: UserDetailRow): Promise<UserDetail> {
    const names = await this.repo.userNames([row.createdBy, row.updatedBy, row.passwordSentBy]);
    const who = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      email: row.email,
      username: row.username,
      language: row.language,
      role: row.role,
      webAccess: row.webAccess,
      active: row.active,
      isCommercial: row.isCommercial,
      isManager: row.isManager,
      isThirdParty: row.isThirdParty,
      clientId: row.clientId,
      clientName: row.client?.tradeName ?? null,
      relatedCommercialIds: row.relatedCommercials.map((r) => r.id),
      permissions: permissionsOf(row),
      mfaEnabled: Boolean(row.totpFactor?.confirmedAt) || row._count.passkeys > 0,
      mustChangePassword: row.mustChangePassword,
      passwordSentAt: row.passwordSentAt?.toISOString() ?? null,
      passwordSentBy: who(row.passwordSentBy),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdBy: who(row.createdBy),
      createdAt: row.createdAt.toISOString(),
      lastUpdatedBy: who(row.updatedBy),
      lastUpdatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** The user's fields the audit trail keeps (never the password hash). */
function auditedColumns(
  c: Pick<
    UserColumns,
    | 'name'
    | 'email'
    | 'code'
    | 'username'
    | 'language'
    | 'role'
    | 'webAccess'
    | 'isCommercial'
    | 'isManager'
    | 'isThirdParty'
    | 'clientId'
  >,
) {
  return {
    name: c.name,
    email: c.email,
    code: c.code,
    username: c.username,
    language: c.language,
    role: c.role,
    webAccess: c.webAccess,
    isCommercial: c.isCommercial,
    isManager: c.isManager,
    isThirdParty: c.isThirdParty,
    clientId: c.clientId ?? null,
  };
}

type AccessFlags = {
  webAccess: boolean;
  isCommercial: boolean;
  isManager: boolean;
  isThirdParty: boolean;
  clientId: string | null;
  permissions: readonly string[];
};

/** Whether an edit changes what the user may do or see (then their sessions end). */
export function accessChanged(before: AccessFlags, after: AccessFlags): boolean {
  const flags = ['webAccess', 'isCommercial', 'isManager', 'isThirdParty', 'clientId'] as const;
  if (flags.some((f) => before[f] !== after[f])) return true;
  const a = [...new Set(before.permissions)].sort().join(',');
  const b = [...new Set(after.permissions)].sort().join(',');
  return a !== b;
}

function permissionsOf(row: { permissions: { permission: string }[] }): Permission[] {
  return parseAuthorities(row.permissions.map((p) => p.permission).join(','));
}

/** Letters and digits without look-alikes (0/O, 1/l/I), with at least one of each. */
export function oneTimePassword(): string {
  for (;;) {
    const value = Array.from({ length: OTP_LENGTH }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');
    if (isStrongPassword(value)) return value;
  }
}
