import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

@Injectable()
export class ClientsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Substring search on names (trigram indexes) or a tax id prefix, best names first. */
  lookup(search: string, limit: number) {
    const term = search.trim();
    return this.prisma.client.findMany({
      where: {
        OR: [
          { tradeName: { contains: term, mode: 'insensitive' } },
          { legalName: { contains: term, mode: 'insensitive' } },
          { taxId: { startsWith: term } },
        ],
      },
      orderBy: [{ tradeName: 'asc' }, { id: 'asc' }],
      take: limit,
      select: { id: true, tradeName: true, legalName: true, taxId: true, country: true },
    });
  }
}
