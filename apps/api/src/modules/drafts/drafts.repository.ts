import { Injectable } from '@nestjs/common';
import type { DraftListQueryDto, SaveDraftDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

const summarySelect = { id: true, type: true, name: true, summary: true, updatedAt: true } as const;
const draftSelect = { ...summarySelect, data: true } as const;

/** Every query is scoped by the owner: another user's draft id simply finds nothing. */
@Injectable()
export class DraftsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** One keyset page (limit + 1 rows) on the (user_id, updated_at, id) index, newest first. */
  listPage(userId: string, q: DraftListQueryDto) {
    return this.prisma.draft.findMany({
      where: { AND: [{ userId }, afterCursor('drafts', 'updatedAt', 'desc', q.cursor)] },
      orderBy: keysetOrder('updatedAt', 'desc'),
      take: q.limit + 1,
      select: summarySelect,
    });
  }

  find(userId: string, id: string) {
    return this.prisma.draft.findFirst({ where: { id, userId }, select: draftSelect });
  }

  create(userId: string, dto: SaveDraftDto) {
    return this.prisma.draft.create({
      data: { ...fields(dto), userId, createdBy: userId, updatedBy: userId },
      select: draftSelect,
    });
  }

  async replace(userId: string, id: string, dto: SaveDraftDto) {
    const { count } = await this.prisma.draft.updateMany({
      where: { id, userId },
      data: { ...fields(dto), updatedBy: userId },
    });
    return count ? this.find(userId, id) : null;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const { count } = await this.prisma.draft.deleteMany({ where: { id, userId } });
    return count > 0;
  }
}

function fields(dto: SaveDraftDto) {
  return { type: dto.type, name: dto.name, summary: dto.summary, data: dto.data as Prisma.InputJsonObject };
}
