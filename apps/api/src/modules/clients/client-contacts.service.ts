import { Injectable } from '@nestjs/common';
import type { ClientContactInfo } from '@freight/shared';
import type { ClientContactDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';
import { ClientContactsRepository, fields } from './client-contacts.repository.js';

@Injectable()
export class ClientContactsService {
  constructor(private readonly contacts: ClientContactsRepository) {}

  async list(clientId: string): Promise<ClientContactInfo[]> {
    await this.ensureClient(clientId);
    return this.contacts.list(clientId);
  }

  async add(user: AuthUser, clientId: string, dto: ClientContactDto): Promise<ClientContactInfo> {
    await this.ensureClient(clientId);
    return uniqueEmail(dto.email, () => this.contacts.create(clientId, dto, user.id));
  }

  async update(user: AuthUser, clientId: string, id: string, dto: ClientContactDto): Promise<ClientContactInfo> {
    const row = await uniqueEmail(dto.email, () => this.contacts.update(clientId, id, fields(dto), user.id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Idempotent: answers the contact in its new state. */
  async setActive(user: AuthUser, clientId: string, id: string, active: boolean): Promise<ClientContactInfo> {
    const row = await this.contacts.update(clientId, id, { active }, user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async ensureClient(clientId: string): Promise<void> {
    if (!(await this.contacts.clientExists(clientId))) throw new AppError('NOT_FOUND');
  }
}

/** One e-mail per client: the unique index decides, so two racing adds cannot both pass. */
async function uniqueEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('CONTACT_EXISTS', { field: 'email', value: email });
    }
    throw error;
  }
}
