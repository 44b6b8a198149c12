import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../../common/prisma/prisma.service.js';
import type { Prisma } from '../../../generated/prisma/client.js';

const pdfQuotationSelect = {
  id: true,
  reference: true,
  createdAt: true,
  company: true,
  service: true,
  client: { select: { tradeName: true, legalName: true, country: true } },
  clientReference: true,
  // The client's contact for this quotation.
  commercial: { select: { name: true, email: true, phone: true } },
  originCode: true,
  originName: true,
  destinationCode: true,
  destinationName: true,
  incoterm: true,
  goodsDescription: true,
  commodityType: true,
  containers: true,
  trucks: true,
  totalPackages: true,
  totalPallets: true,
  totalWeightKg: true,
  totalVolumeM3: true,
  chargeable: true,
  chargeableUnit: true,
  // Only what the client may see: hidden lines and margins never reach the renderer.
  sellLines: {
    where: { clientVisible: true },
    orderBy: { index: 'asc' },
    select: {
      description: true,
      currency: true,
      sellAmount: true,
      taxAmount: true,
      chargeCode: { select: { concept: true, description: true, descriptionEn: true, descriptionPt: true } },
      costCharge: {
        select: { cost: { select: { id: true, validUntil: true, transitDays: true, freeDays: true, carrier: true } } },
      },
    },
  },
  standardNotes: {
    where: { note: { active: true } },
    select: { note: { select: { id: true, name: true, value: true } } },
  },
  notes: { where: { visibility: 'CLIENT' }, orderBy: { createdAt: 'asc' }, select: { text: true } },
} as const satisfies Prisma.QuotationSelect;

export type PdfQuotationRow = Prisma.QuotationGetPayload<{ select: typeof pdfQuotationSelect }>;
export type PdfNoteRow = { id: string; name: string; value: string };

/** Reads everything the client-facing PDF prints, and nothing it must not. */
@Injectable()
export class QuotationPdfRepository {
  constructor(private readonly prisma: PrismaService) {}

  quotation(id: string): Promise<PdfQuotationRow> {
    return this.prisma.quotation.findUniqueOrThrow({ where: { id }, select: pdfQuotationSelect });
  }

  /** The client's active contacts, the addresses the send dialog suggests. */
  async recipients(quotationId: string): Promise<{ name: string; email: string; position: string | null }[]> {
    const q = await this.prisma.quotation.findUniqueOrThrow({
      where: { id: quotationId },
      select: {
        client: {
          select: {
            contacts: {
              where: { active: true },
              orderBy: [{ name: 'asc' }, { id: 'asc' }],
              select: { name: true, email: true, position: true },
            },
          },
        },
      },
    });
    return q.client.contacts;
  }

  /** Active mandatory notes of the service (a note listing no services applies to all). */
  mandatoryNotes(service: string): Promise<PdfNoteRow[]> {
    return this.prisma.standardNote.findMany({
      where: { active: true, mandatory: true, OR: [{ services: { isEmpty: true } }, { services: { has: service } }] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, value: true },
    });
  }
}
