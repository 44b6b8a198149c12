import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** What the automatic sending reads and records of a quotation. */
@Injectable()
export class RuleSendRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The quotation's status, its client's active contacts (oldest first) and its commercial as a user. */
  quotationToSend(id: string) {
    return this.prisma.quotation.findUnique({
      where: { id },
      select: {
        reference: true,
        status: true,
        origin: true,
        createdBy: true,
        client: {
          select: { contacts: { where: { active: true }, select: { email: true }, orderBy: { createdAt: 'asc' } } },
        },
        commercial: {
          select: {
            id: true,
            code: true,
            username: true,
            email: true,
            name: true,
            clientId: true,
            isThirdParty: true,
            timeZone: true,
            language: true,
            permissions: { select: { permission: true } },
          },
        },
      },
    });
  }

  /** The e-mail of the client's portal user who asked for a request (its answer goes to them). */
  async requesterEmail(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const u = await this.prisma.user.findUnique({ where: { id: userId }, select: { email: true, active: true } });
    return u?.active ? u.email : null;
  }

  /** Records why the rule could not send it (the commercial takes it from there). */
  async recordBlocked(quotationId: string, code: string): Promise<void> {
    await this.prisma.quotationEvent.create({
      data: { quotationId, userId: null, kind: 'AUTO_SEND_BLOCKED', detail: code },
      select: { id: true },
    });
  }
}
