import { Injectable } from '@nestjs/common';
import {
  deriveRoles,
  parseAuthorities,
  type CurrencyFormat,
  type MeResponse,
  type Page,
  type UserListItem,
} from '@freight/shared';
import type { UpdateSettingsDto, UserListQueryDto } from '@freight/shared/dto';
import { toPage } from '../../common/pagination/keyset.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository } from './users.repository.js';

type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepository['findProfile']>>>;

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async me(userId: string): Promise<MeResponse> {
    const row = await this.users.findProfile(userId);
    if (!row) throw new AppError('NOT_FOUND');
    return toProfile(row);
  }

  async list(query: UserListQueryDto): Promise<Page<UserListItem>> {
    const rows = await this.users.listPage(query);
    return toPage('users', rows, query.limit, query.sort, (r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      username: r.username,
      email: r.email,
      role: r.role,
      language: r.language,
      webAccess: r.webAccess,
      active: r.active,
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      clientName: r.client?.tradeName ?? null,
      mfaEnabled: Boolean(r.totpFactor?.confirmedAt) || r._count.passkeys > 0,
    }));
  }

  async updateSettings(userId: string, dto: UpdateSettingsDto): Promise<MeResponse> {
    const { phone, ...rest } = dto;
    return toProfile(
      await this.users.updateSettings(userId, { ...rest, ...(phone === undefined ? {} : { phone: phone || null }) }),
    );
  }

  // The reads and the login stamp other modules need: they use this service, never the repository.

  /** Sign-in's lookup by username or e-mail (with the password hash), for the auth module. */
  findForLogin(login: string) {
    return this.users.findForLogin(login);
  }

  recordLogin(id: string, at: Date) {
    return this.users.recordLogin(id, at);
  }

  /** The user's number format (US or LOCAL): exports and PDFs write numbers in it. */
  numberFormat(userId: string): Promise<CurrencyFormat> {
    return this.users.numberFormat(userId);
  }

  /** The commercials a manager is related to: their quotations and figures are the manager's too. */
  relatedCommercialIds(managerId: string): Promise<string[]> {
    return this.users.relatedCommercialIds(managerId);
  }

  /** An active commercial who can be assigned a quotation, or null. */
  findActiveCommercial(id: string) {
    return this.users.findActiveCommercial(id);
  }

  /** Users who may own a quotation's pricing, for the pricing-owner filter. */
  pricingUsers() {
    return this.users.pricingUsers();
  }
}

function toProfile(row: ProfileRow): MeResponse {
  const permissions = parseAuthorities(row.permissions.map((p) => p.permission).join(','));
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    username: row.username,
    phone: row.phone,
    language: row.language,
    currencyFormat: row.currencyFormat,
    timeZone: row.timeZone,
    permissions,
    roles: deriveRoles({ ...row, permissions }),
    clientId: row.isThirdParty ? row.clientId : null,
    mustChangePassword: row.mustChangePassword,
  };
}
