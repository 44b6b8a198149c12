import { Injectable } from '@nestjs/common';
import type {
  CostTemplateProblem,
  InboundMailDecision,
  InboundMailInfo,
  InboundMailKind,
  Service,
} from '@freight/shared';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

/** What pricing sees of a mail (never its raw bytes or HTML). */
const INFO = {
  id: true,
  kind: true,
  fromAddress: true,
  fromName: true,
  subject: true,
  receivedAt: true,
  text: true,
  matchedBy: true,
  bouncedAddress: true,
  tooLargeBytes: true,
  rejectedFiles: true,
  templateErrors: true,
  fileNames: true,
  decision: true,
  decidedAt: true,
  decidedBy: true,
  costRequest: {
    select: {
      id: true,
      email: true,
      quotation: { select: { reference: true } },
      provider: { select: { id: true, name: true } },
    },
  },
  files: { select: { id: true, name: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.InboundMailSelect;

export type InboundMailRow = Prisma.InboundMailGetPayload<{ select: typeof INFO }>;

/**
 * The received mails a user may see: the unmatched ones, and those matched to a request of a quotation
 * on one of `pricedServices` (InboundMailPolicy.scope).
 */
export type InboundMailScope = { pricedServices: readonly Service[] };

const inScope = ({ pricedServices }: InboundMailScope): Prisma.InboundMailWhereInput => ({
  OR: [
    { costRequestId: null },
    ...(pricedServices.length ? [{ costRequest: { quotation: { service: { in: [...pricedServices] } } } }] : []),
  ],
});

/** A thread holds every mail of one request; past this many, the newest. */
const THREAD_MAX = 200;

/** Pricing's side of the received mails (issue 42): the triage list, a request's thread and the decisions. */
@Injectable()
export class InboundTriageRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** One keyset page (limit + 1 rows), newest first, of the undecided mails of these kinds within the scope. */
  listPage(o: { kinds: readonly InboundMailKind[]; scope: InboundMailScope; cursor?: string; limit: number }) {
    return this.prisma.inboundMail.findMany({
      where: {
        AND: [
          { kind: { in: [...o.kinds] }, decidedAt: null },
          inScope(o.scope),
          afterCursor('inbound-mails', 'receivedAt', 'desc', o.cursor),
        ],
      },
      orderBy: keysetOrder('receivedAt', 'desc'),
      take: o.limit + 1,
      select: INFO,
    });
  }

  /** Every mail matched or assigned to one request, newest first. */
  thread(costRequestId: string) {
    return this.prisma.inboundMail.findMany({
      where: { costRequestId },
      orderBy: keysetOrder('receivedAt', 'desc'),
      take: THREAD_MAX,
      select: INFO,
    });
  }

  info(id: string) {
    return this.prisma.inboundMail.findUniqueOrThrow({ where: { id }, select: INFO });
  }

  /** The facts a decision needs, if the mail lies within the scope. */
  forDecision(id: string, scope: InboundMailScope) {
    return this.prisma.inboundMail.findFirst({
      where: { AND: [{ id }, inScope(scope)] },
      select: { id: true, rawId: true, kind: true, costRequestId: true, receivedAt: true, decidedAt: true },
    });
  }

  /** Whether the request belongs to this quotation (a thread is reached through its quotation). */
  async requestOf(quotationId: string, costRequestId: string): Promise<boolean> {
    return (await this.prisma.costRequest.count({ where: { id: costRequestId, quotationId } })) === 1;
  }

  /**
   * Records the decision unless one was recorded first (then false). The row stays locked until the
   * transaction ends, so of two decisions at once the second waits and then finds it taken.
   */
  async decide(
    id: string,
    d: {
      decision: InboundMailDecision;
      by: string;
      at: Date;
      costRequestId?: string;
      rejectedFiles?: { name: string; code: string }[];
    },
    tx?: Tx,
  ): Promise<boolean> {
    const { count } = await (tx ?? this.prisma).inboundMail.updateMany({
      where: { id, decidedAt: null },
      data: {
        decision: d.decision,
        decidedBy: d.by,
        decidedAt: d.at,
        ...(d.costRequestId ? { costRequestId: d.costRequestId } : {}),
        ...(d.rejectedFiles?.length ? { rejectedFiles: d.rejectedFiles } : {}),
      },
    });
    return count === 1;
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    return new Map(rows.map((u) => [u.id, u.name]));
  }
}

/** The row as the API answers it: a reply's stored files with their ids, other mails' attachment names. */
export function toInboundMailInfo(r: InboundMailRow, names: Map<string, string>): InboundMailInfo {
  const request = r.costRequest;
  return {
    id: r.id,
    kind: r.kind,
    from: { address: r.fromAddress, name: r.fromName },
    subject: r.subject,
    receivedAt: r.receivedAt.toISOString(),
    text: r.text,
    matchedBy: (r.matchedBy as InboundMailInfo['matchedBy']) ?? null,
    request: request
      ? { id: request.id, reference: request.quotation.reference, provider: request.provider, email: request.email }
      : null,
    files: r.kind === 'REPLY' ? r.files : r.fileNames.map((name) => ({ id: null, name })),
    rejectedFiles: Array.isArray(r.rejectedFiles) ? (r.rejectedFiles as { name: string; code: string }[]) : [],
    templateErrors: Array.isArray(r.templateErrors) ? (r.templateErrors as CostTemplateProblem[]) : [],
    bouncedAddress: r.bouncedAddress,
    tooLargeBytes: r.tooLargeBytes,
    decision:
      r.decision && r.decidedAt
        ? { kind: r.decision, at: r.decidedAt.toISOString(), by: (r.decidedBy && names.get(r.decidedBy)) ?? null }
        : null,
  };
}
