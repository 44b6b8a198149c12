import { Injectable } from '@nestjs/common';
import { deriveRoles, parseAuthorities, type MeResponse } from '@freight/shared';
import type { UpdateSettingsDto } from '@freight/shared/dto';
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

  async updateSettings(userId: string, dto: UpdateSettingsDto): Promise<MeResponse> {
    return toProfile(await this.users.updateSettings(userId, dto));
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
    language: row.language,
    currencyFormat: row.currencyFormat,
    timeZone: row.timeZone,
    permissions,
    roles: deriveRoles({ ...row, permissions }),
    clientId: row.isThirdParty ? row.clientId : null,
  };
}
