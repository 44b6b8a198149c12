import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  COMPANY_TIME_ZONE,
  type ClientQuotationRequestResult,
  type Language,
  type PortalUsualLane,
} from '@freight/shared';
import { CreateQuotationDto, type ClientQuotationRequestDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { startOfDayIn, todayIn } from '../../common/time/zoned-dates.js';
import { QuotationRequestsService } from '../quotations/quotation-requests.service.js';
import { RULE_SEND_SETTLED, type RuleSendSettledEvent } from '../rules/rule-send.events.js';
import { PortalPolicy } from './portal.policy.js';
import { PortalQuotationsService } from './portal-quotations.service.js';
import { PortalRequestsRepository } from './portal-requests.repository.js';
import { PortalDocumentsService } from './portal-documents.service.js';

/** How many usual lanes the request form offers. */
const USUAL_LANES = 8;

/**
 * A client's quotation request from its portal (issue 43): a normal request of the caller's own client,
 * owned by the client's commercial, origin CLIENT_REQUEST (rules can filter on it). Off unless an
 * administrator turned self-quoting on for the client; at most the client's daily limit a day. With
 * instant prices on, the quotation rules price it as any request and one with auto-send sends it at
 * once: the answer then carries the portal's own detail (client-visible fields only). Otherwise, or when
 * the sending is held, the request waits in pricing's queue as any other.
 */
@Injectable()
export class PortalRequestsService {
  constructor(
    private readonly repo: PortalRequestsRepository,
    private readonly policy: PortalPolicy,
    private readonly requests: QuotationRequestsService,
    private readonly quotations: PortalQuotationsService,
    private readonly events: EventEmitter2,
    private readonly files: PortalDocumentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The client's usual lanes for its request form (its earlier quotations' lanes, most used first). */
  async usualLanes(user: AuthUser): Promise<{ items: PortalUsualLane[] }> {
    const rows = await this.repo.usualLanes(this.policy.clientOf(user), USUAL_LANES);
    return {
      items: rows.map((r) => ({
        origin: { code: r.originCode, name: r.originName, kind: r.originKind },
        destination: { code: r.destinationCode, name: r.destinationName, kind: r.destinationKind },
        quotations: r.quotations,
      })),
    };
  }

  async request(
    user: AuthUser,
    dto: ClientQuotationRequestDto,
    language: Language = user.language,
  ): Promise<ClientQuotationRequestResult> {
    // The client is promised an answer within 3 s: the wait for the sending ends in time for it.
    const deadline = Date.now() + this.config.portalInstantWaitMs;
    const clientId = this.policy.clientOf(user);
    const client = await this.repo.settings(clientId);
    if (!client.portalSelfQuoting || !client.commercialId) throw new AppError('CLIENT_REQUESTS_DISABLED');
    const since = startOfDayIn(todayIn(COMPANY_TIME_ZONE), COMPANY_TIME_ZONE);
    const limit = client.portalDailyRequestLimit;
    // Counted under the client's lock in the creating transaction: concurrent requests queue at the limit.
    const admit = async (tx: Tx) => {
      await this.repo.lockClient(tx, clientId);
      if ((await this.repo.countSince(tx, clientId, since)) >= limit)
        throw new AppError('CLIENT_REQUEST_LIMIT_REACHED', { limit });
    };
    const { notes, attachments: fileIds, ...fields } = dto;
    // Checked before anything is created; claimed in the creating transaction (a race there rolls it back).
    const attachments = await this.files.attachments(user, fileIds);
    const created = await this.requests.createRequest(
      user,
      Object.assign(new CreateQuotationDto(), {
        ...fields,
        clientId,
        notes: notes ? [{ visibility: 'CLIENT', text: notes }] : [],
        attachments,
        // Instant prices off: whatever a rule would do, pricing takes it (the match is only logged).
        sendToPricing: !client.portalInstantPrices,
      }),
      { commercialId: client.commercialId, origin: 'CLIENT_REQUEST', admit },
    );
    if (created.auto?.send && (await this.sentBy(created.id, deadline)))
      return {
        reference: created.reference,
        state: 'PRICED',
        quotation: await this.quotations.detail(user, created.reference, language),
      };
    return { reference: created.reference, state: 'IN_PRICING', quotation: null };
  }

  /**
   * The rule's sending runs after the commit (outbox, then its worker), which says when it is done
   * (RULE_SEND_SETTLED): waited for until the deadline, then the database says whether it was sent. A
   * sending done before the listener was on is read at once; in an API-only process (PROCESS_ROLE=api)
   * the worker is elsewhere, so only the read at the deadline answers.
   */
  private async sentBy(id: string, deadline: number): Promise<boolean> {
    let stop = (): void => undefined;
    const signalled = new Promise<void>((resolve) => {
      const onSettled = (e: RuleSendSettledEvent) => {
        if (e.quotationId === id) resolve();
      };
      const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      this.events.on(RULE_SEND_SETTLED, onSettled);
      stop = () => {
        clearTimeout(timer);
        this.events.off(RULE_SEND_SETTLED, onSettled);
      };
    });
    try {
      const now = await this.repo.sendingSettled(id);
      if (now.settled) return now.sent;
      await signalled;
      return (await this.repo.sendingSettled(id)).sent;
    } finally {
      stop();
    }
  }
}
