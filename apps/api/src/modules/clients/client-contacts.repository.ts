import { Injectable } from '@nestjs/common';
import type { ClientContactDto } from '@freight/shared/dto';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

const contactSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  position: true,
  language: true,
  active: true,
  userId: true,
} as const;

@Injectable()
export class ClientContactsRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(clientId: string) {
    return this.prisma.clientContact.findMany({
      where: { clientId },
      orderBy: [{ active: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      select: contactSelect,
    });
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  portalUsers(userIds: string[]) {
    if (!userIds.length) return Promise.resolve([]);
    return this.prisma.user.findMany({
      where: { id: { in: userIds } },
      select: { id: true, username: true, active: true },
    });
  }

  /** Locks the contact row for the rest of the transaction; null when not one of this client's. */
  async lockContact(tx: Tx, clientId: string, id: string) {
    const rows = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM client_contacts WHERE id = ${id}::uuid AND client_id = ${clientId}::uuid FOR UPDATE`;
    return rows.length
      ? tx.clientContact.findUnique({
          where: { id },
          select: { ...contactSelect, client: { select: { tradeName: true } } },
        })
      : null;
  }

  /**
   * The contact's portal user: a THIRD_PARTY_CLIENT tied to the client, with its password sent now.
   * The e-mailed password is a one-time one: it must be changed at the first sign-in.
   */
  async createPortalUser(
    tx: Tx,
    contact: { id: string; name: string; email: string; language: 'es' | 'en' | 'pt' },
    clientId: string,
    passwordHash: string,
    by: string,
  ) {
    const code = `C${contact.id.replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    const user = await tx.user.create({
      data: {
        code,
        name: contact.name,
        email: contact.email,
        username: contact.email,
        passwordHash,
        language: contact.language,
        role: 'client',
        webAccess: true,
        isThirdParty: true,
        clientId,
        mustChangePassword: true,
        passwordSentAt: new Date(),
        passwordSentBy: by,
        createdBy: by,
        updatedBy: by,
        permissions: { create: [{ permission: 'THIRD_PARTY_CLIENT', createdBy: by }] },
      },
      select: { id: true, username: true },
    });
    await tx.clientContact.update({ where: { id: contact.id }, data: { userId: user.id, updatedBy: by } });
    return user;
  }

  /** A contact's portal user follows the contact's activation. */
  setUserActive(tx: Tx, userId: string, active: boolean, by: string) {
    return tx.user.update({ where: { id: userId }, data: { active, updatedBy: by }, select: { id: true } });
  }

  clientExists(clientId: string) {
    return this.prisma.client.count({ where: { id: clientId } }).then((n) => n > 0);
  }

  create(clientId: string, dto: ClientContactDto, userId: string) {
    return this.prisma.clientContact.create({
      data: { ...fields(dto), clientId, createdBy: userId, updatedBy: userId },
      select: contactSelect,
    });
  }

  /** Null when the contact is not one of this client's. */
  async update(
    clientId: string,
    id: string,
    data: Partial<ReturnType<typeof fields>> & { active?: boolean },
    userId: string,
  ) {
    const { count } = await this.prisma.clientContact.updateMany({
      where: { id, clientId },
      data: { ...data, updatedBy: userId },
    });
    return count ? this.prisma.clientContact.findUnique({ where: { id }, select: contactSelect }) : null;
  }
}

export function fields(dto: ClientContactDto) {
  return {
    name: dto.name,
    email: dto.email,
    phone: dto.phone ?? null,
    position: dto.position ?? null,
    language: dto.language,
  };
}
