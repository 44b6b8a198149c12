import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { ClientContactInfo } from '@freight/shared';
import type { ClientContactDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { MailQueue } from '../../common/mail/mail.queue.js';
import { ifDuplicate } from '../../common/prisma/db-refusal.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { ClientContactsRepository, fields } from './client-contacts.repository.js';
import { portalAccessMail } from './portal-access-mail.js';

type ContactRow = Omit<ClientContactInfo, 'portalUser'> & { userId: string | null };

// No look-alike characters (0/O, 1/l/I): the password is typed from an e-mail.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 14): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

@Injectable()
export class ClientContactsService {
  constructor(
    private readonly contacts: ClientContactsRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailQueue,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(clientId: string): Promise<ClientContactInfo[]> {
    await this.ensureClient(clientId);
    return this.withPortalUsers(await this.contacts.list(clientId));
  }

  async add(user: AuthUser, clientId: string, dto: ClientContactDto): Promise<ClientContactInfo> {
    await this.ensureClient(clientId);
    return this.one(await uniqueEmail(dto.email, () => this.contacts.create(clientId, dto, user.id)));
  }

  async update(user: AuthUser, clientId: string, id: string, dto: ClientContactDto): Promise<ClientContactInfo> {
    const row = await uniqueEmail(dto.email, () => this.contacts.update(clientId, id, fields(dto), user.id));
    if (!row) throw new AppError('NOT_FOUND');
    return this.one(row);
  }

  /** Idempotent: answers the contact in its new state; a portal user is activated or deactivated with it. */
  async setActive(user: AuthUser, clientId: string, id: string, active: boolean): Promise<ClientContactInfo> {
    const row = await this.contacts.transaction(async (tx) => {
      const contact = await this.contacts.lockContact(tx, clientId, id);
      if (!contact) throw new AppError('NOT_FOUND');
      await tx.clientContact.update({ where: { id }, data: { active, updatedBy: user.id } });
      if (contact.userId) {
        await this.contacts.setUserActive(tx, contact.userId, active, user.id);
        await this.audit.record(
          user,
          'user',
          contact.userId,
          active ? 'activate' : 'deactivate',
          { after: { active, contactId: id } },
          tx,
        );
      }
      // The portal user's open sessions end with it (their sockets close).
      const ended =
        contact.userId && !active ? await this.sessions.endForUser(contact.userId, 'deactivated', null, tx) : [];
      return { ...contact, active, ended };
    });
    if (row.userId) this.sessions.announce(row.userId, row.ended);
    return this.one(row);
  }

  /**
   * Portal access: the contact becomes a THIRD_PARTY_CLIENT user of this client (username = e-mail)
   * and a generated password is e-mailed through the mail queue in the contact's language.
   */
  async grantPortalAccess(user: AuthUser, clientId: string, id: string): Promise<ClientContactInfo> {
    const password = generatePassword();
    const passwordHash = await this.hasher.hash(password);
    // The e-mail is the portal user's username: another user holding it refuses the whole grant.
    const grant = () =>
      this.contacts.transaction(async (tx) => {
        const contact = await this.contacts.lockContact(tx, clientId, id);
        if (!contact) throw new AppError('NOT_FOUND');
        if (contact.userId) throw new AppError('CONTACT_HAS_PORTAL_ACCESS');
        if (!contact.active)
          throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'active', rules: ['contactInactive'] }] });
        const portal = await this.contacts.createPortalUser(tx, contact, clientId, passwordHash, user.id);
        // A new user with a permission: the same record as a user created by an administrator.
        await this.audit.record(
          user,
          'user',
          portal.id,
          'insert',
          { after: { username: portal.username, clientId, contactId: id, permissions: ['THIRD_PARTY_CLIENT'] } },
          tx,
        );
        // The password's mail leaves once (and only if) the user exists: written to the outbox here.
        const mail = portalAccessMail(contact.language, {
          name: contact.name,
          clientName: contact.client.tradeName,
          username: portal.username,
          password,
          url: this.config.publicUrl,
        });
        await this.mail.enqueue(
          { to: contact.email, ...mail, idempotencyKey: `client-portal-access:${portal.id}` },
          tx,
        );
        return { contact, portal };
      });
    const { contact, portal } = await ifDuplicate(grant, () => new AppError('PORTAL_EMAIL_IN_USE', { field: 'email' }));
    return this.one({ ...contact, userId: portal.id });
  }

  private async ensureClient(clientId: string): Promise<void> {
    if (!(await this.contacts.clientExists(clientId))) throw new AppError('NOT_FOUND');
  }

  private async one(row: ContactRow): Promise<ClientContactInfo> {
    return (await this.withPortalUsers([row]))[0];
  }

  private async withPortalUsers(rows: ContactRow[]): Promise<ClientContactInfo[]> {
    const users = new Map(
      (await this.contacts.portalUsers(rows.flatMap((r) => (r.userId ? [r.userId] : [])))).map((u) => [u.id, u]),
    );
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      position: c.position,
      language: c.language,
      active: c.active,
      portalUser: c.userId ? (users.get(c.userId) ?? null) : null,
    }));
  }
}

/** One e-mail per client: the unique index decides, so two racing adds cannot both pass. */
function uniqueEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  return ifDuplicate(write, () => new AppError('CONTACT_EXISTS', { field: 'email', value: email }));
}
