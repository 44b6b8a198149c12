import { Inject, Injectable } from '@nestjs/common';
import {
  chargeCodeName,
  costTemplateFileName,
  defaultChargeQuantity,
  fixedToNumber,
  LANGUAGES,
  QUANTITY_SCALE,
  roundToScale,
  type Language,
} from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { MailQueue } from '../../common/mail/mail.queue.js';
import { replyAddress } from '../../common/mail/reply-address.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import type { MailAttachment, SendMailJob } from '../../common/queue/queue.constants.js';
import { SERVICE_LABELS } from '../../common/i18n/labels.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { COMPANY_NAMES } from '../sells/quotation-pdf/pdf-texts.js';
import { AgentLinkService } from './agent-link.service.js';
import { cargoLine, costRequestMail, type CostRequestMailFacts } from './cost-request-mail.js';
import { costTemplateXlsx } from './cost-template/cost-template-sheet.js';
import { costRequestTimeZone, formatDay, formatDayIn, formatDayTime } from './mail-dates.js';
import { PricingRepository } from './pricing.repository.js';

/** The first mail's key: its delivery marks the request as sent (CostRequestsService.onMailSent). */
export const REQUEST_MAIL_KEY_PREFIX = 'cost-request:';
/** The reminder's key: one reminder per request, whatever the scans and retries. */
export const REMINDER_MAIL_KEY_PREFIX = 'cost-request-reminder:';

export type QuotationDetail = Awaited<ReturnType<QuotationRecordsService['findDetail']>>;

export type MailedRequest = {
  id: string;
  provider: { id: string; name: string; language: Language };
  email: string;
  /** The request's reply token (issue 42): its plus-address and the bounces' envelope sender. */
  replyToken: string;
  expiresAt: Date;
  answerBy: Date;
  /** Set for a reminder: when the first mail left. */
  firstSentAt?: Date;
};

/** The mails of one quotation's requests, built once the request rows exist (inside their transaction). */
export type CostRequestMails = (requests: MailedRequest[]) => SendMailJob[];

/**
 * Builds and queues the cost-request mails of one quotation, in each agent's language, signed by
 * the analyst who asked. The link is signed from the request's ids and expiry alone, so a reminder
 * carries the very link of the first mail.
 */
@Injectable()
export class CostRequestMailer {
  constructor(
    private readonly pricing: PricingRepository,
    private readonly links: AgentLinkService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Reads what every mail of the quotation needs (the analyst, the lane's countries) before the
   * transaction, so the transaction itself only writes: its rows, then their mails into the outbox.
   */
  async prepare(q: QuotationDetail, analyst: { id: string | null; fallbackName: string }): Promise<CostRequestMails> {
    const [contact, originCountry, destinationCountry] = await Promise.all([
      this.pricing.userContact(analyst.id),
      this.pricing.countryOf(q.originCode),
      this.pricing.countryOf(q.destinationCode),
    ]);
    const countries = await this.pricing.countryNames(
      [originCountry, destinationCountry].filter((c): c is string => !!c),
    );
    const place = (name: string | null, code: string | null, country: string | null, language: Language) => {
      const countryName = country
        ? (countries.get(country)?.[language] ?? countries.get(country)?.en ?? country)
        : null;
      const base = name ?? code ?? '—';
      return countryName && countryName !== base ? `${base} (${countryName})` : base;
    };
    // Every instant of the mail (answer by, link expiry, first mail) in one zone, named; calendar dates as entered.
    const timeZone = costRequestTimeZone(contact);
    const plus = (token: string) => replyAddress(this.config.inbound?.mailbox, token);
    const facts = (language: Language) => ({
      reference: q.reference,
      service: q.service,
      origin: place(q.originName, q.originCode, originCountry, language),
      destination: place(q.destinationName, q.destinationCode, destinationCountry, language),
      incoterm: q.incoterm,
      commodityType: q.commodityType,
      goodsDescription: q.goodsDescription,
      stackable: q.stackable,
      packages: q.totalPackages,
      pallets: q.totalPallets,
      weightKg: Number(q.totalWeightKg),
      volumeM3: Number(q.totalVolumeM3),
      chargeable: Number(q.chargeable),
      chargeableUnit: q.chargeableUnit,
      shipmentDate: q.shipmentDate ? formatDay(q.shipmentDate) : null,
      goodsReadyDate: q.goodsReadyDate ? formatDay(q.goodsReadyDate) : null,
      companyName: COMPANY_NAMES[q.company],
      analystName: contact?.name ?? analyst.fallbackName,
      analystEmail: contact?.email ?? '',
    });
    // Issue 42: where replies are read, the pre-filled cost template goes with every request.
    const templates = this.config.inbound?.mailbox ? await this.templates(q, facts) : null;
    return (requests) =>
      requests.map((r) => {
        const language = r.provider.language;
        const url = this.links.url(
          this.links.sign({ costRequestId: r.id, quotationId: q.id, providerId: r.provider.id }, r.expiresAt),
        );
        const template = templates?.get(language);
        const mail = costRequestMail(language, {
          ...facts(language),
          providerName: r.provider.name,
          answerBy: formatDayTime(r.answerBy, timeZone),
          expiresOn: formatDayTime(r.expiresAt, timeZone),
          url,
          replyAddress: plus(r.replyToken),
          templateAttached: Boolean(template),
          reminderOf: r.firstSentAt ? formatDayIn(r.firstSentAt, timeZone) : undefined,
        });
        const prefix = r.firstSentAt ? REMINDER_MAIL_KEY_PREFIX : REQUEST_MAIL_KEY_PREFIX;
        const envelopeFrom = plus(r.replyToken);
        return {
          to: r.email,
          ...mail,
          ...(envelopeFrom ? { envelopeFrom } : {}),
          ...(template ? { attachments: [template] } : {}),
          idempotencyKey: `${prefix}${r.id}`,
        };
      });
  }

  /** The cost template in each language: the lane and charge names in it, the charges of the quotation's mode. */
  private async templates(
    q: QuotationDetail,
    facts: (language: Language) => Omit<CostRequestMailFacts, 'providerName' | 'answerBy' | 'expiresOn' | 'url'>,
  ): Promise<Map<Language, MailAttachment>> {
    const codes = await this.pricing.chargeCodesForMode(q.transportMode);
    const quantity = defaultChargeQuantity({
      service: q.service,
      totals: { chargeable: Number(q.chargeable) },
      containers: (q.containers as { quantity: number }[] | null) ?? [],
      trucks: (q.trucks as { quantity: number }[] | null) ?? [],
    });
    const out = new Map<Language, MailAttachment>();
    for (const language of LANGUAGES) {
      const f = facts(language);
      const xlsx = await costTemplateXlsx(language, {
        reference: q.reference,
        serviceLabel: SERVICE_LABELS[language][q.service],
        lane: `${f.origin} → ${f.destination}`,
        cargo: cargoLine(language, { ...f, providerName: '', answerBy: '', expiresOn: '', url: '' }),
        quantity: fixedToNumber(roundToScale(quantity, QUANTITY_SCALE), QUANTITY_SCALE),
        currency: 'USD',
        charges: codes.map((c) => ({ concept: c.concept, name: chargeCodeName(c, language) })),
      });
      out.set(language, {
        filename: costTemplateFileName(q.reference),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        contentBase64: xlsx.toString('base64'),
      });
    }
    return out;
  }

  /** Writes the mails into the outbox through `tx`: they leave once (and only if) it commits. */
  queue(tx: Tx, mails: SendMailJob[]): Promise<void> {
    return this.mail.enqueue(mails, tx);
  }
}
