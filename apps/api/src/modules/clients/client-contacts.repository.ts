import { Injectable } from '@nestjs/common';
import type { ClientContactDto } from '@freight/shared/dto';
import { PrismaService } from '../../common/prisma/prisma.service.js';

const contactSelect = { id: true, name: true, email: true, phone: true, position: true, language: true, active: true } as const;

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
  async update(clientId: string, id: string, data: Partial<ReturnType<typeof fields>> & { active?: boolean }, userId: string) {
    const { count } = await this.prisma.clientContact.updateMany({ where: { id, clientId }, data: { ...data, updatedBy: userId } });
    return count ? this.prisma.clientContact.findUnique({ where: { id }, select: contactSelect }) : null;
  }
}

export function fields(dto: ClientContactDto) {
  return { name: dto.name, email: dto.email, phone: dto.phone ?? null, position: dto.position ?? null, language: dto.language };
}
