import { Injectable } from '@nestjs/common';
import { MAX_CONTACTS_PER_PROVIDER as MAX_CONTACTS, type ProviderDetail } from '@freight/shared';
import type { ProviderContactDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { canInactivate, primaryOnAdd, primaryOnUpdate, type ContactState } from './contact-rules.js';
import { toDetail } from './provider.mappers.js';
import { ProvidersRepository } from './providers.repository.js';

/** Contact changes; each answers the whole provider, since the primary role may move between contacts. */
@Injectable()
export class ProviderContactsService {
  constructor(private readonly providers: ProvidersRepository) {}

  add(user: AuthUser, providerId: string, dto: ProviderContactDto): Promise<ProviderDetail> {
    return this.inLockedProvider(providerId, async (tx, contacts) => {
      if (contacts.length >= MAX_CONTACTS) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ field: 'contacts', rules: ['arrayMaxSize'], params: { max: MAX_CONTACTS } }],
        });
      }
      const primary = primaryOnAdd(contacts, dto.primary);
      if (primary) await this.providers.clearPrimary(tx, providerId, null, user.id);
      await this.providers.createContact(tx, providerId, { ...dto, primary }, user.id);
    });
  }

  update(user: AuthUser, providerId: string, contactId: string, dto: ProviderContactDto): Promise<ProviderDetail> {
    return this.inLockedProvider(providerId, async (tx, contacts) => {
      const contact = findContact(contacts, contactId);
      const decision = primaryOnUpdate(contact, dto.primary);
      if ('problem' in decision) throw new AppError('VALIDATION_FAILED', { fields: [decision.problem] });
      if (decision.primary && !contact.primary) await this.providers.clearPrimary(tx, providerId, contactId, user.id);
      await this.providers.updateContact(tx, contactId, { ...dto, primary: decision.primary }, user.id);
    });
  }

  /** Idempotent; the primary contact cannot be inactivated (make another one primary first). */
  setActive(user: AuthUser, providerId: string, contactId: string, active: boolean): Promise<ProviderDetail> {
    return this.inLockedProvider(providerId, async (tx, contacts) => {
      const contact = findContact(contacts, contactId);
      if (!active && !canInactivate(contact)) {
        throw new AppError('CONFLICT', { field: 'primary', reason: 'primaryContactCannotBeInactivated' });
      }
      await this.providers.setContactActive(tx, contactId, active, user.id);
    });
  }

  private async inLockedProvider(
    providerId: string,
    work: (tx: Tx, contacts: ContactState[]) => Promise<void>,
  ): Promise<ProviderDetail> {
    const row = await this.providers.transaction(async (tx) => {
      if (!(await this.providers.lockProvider(tx, providerId))) throw new AppError('NOT_FOUND');
      await work(tx, await this.providers.contactStates(tx, providerId));
      return this.providers.findDetail(providerId, tx);
    });
    if (!row) throw new AppError('NOT_FOUND');
    return toDetail(row);
  }
}

function findContact(contacts: ContactState[], id: string): ContactState {
  const contact = contacts.find((c) => c.id === id);
  if (!contact) throw new AppError('NOT_FOUND');
  return contact;
}
