import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { documentTypeRefSelect } from './document-info.js';

/** Everything but the bytes: lists and metadata never load file content. */
const infoSelect = {
  id: true,
  name: true,
  mimeType: true,
  sizeBytes: true,
  clientVisible: true,
  providerVisible: true,
  safetyDataSheet: true,
  documentType: documentTypeRefSelect,
  createdBy: true,
  createdAt: true,
} as const;

export type NewDocument = {
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  data: Uint8Array<ArrayBuffer>;
  safetyDataSheet: boolean;
  documentTypeId: string | null;
  createdBy: string;
  quotationId: string | null;
  clientId: string | null;
  operationId?: string | null;
  clientVisible?: boolean;
};

@Injectable()
export class DocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(doc: NewDocument) {
    return this.prisma.document.create({ data: doc, select: infoSelect });
  }

  /** Stores a document on a quotation and logs it, in one transaction. */
  createForQuotation(doc: NewDocument & { quotationId: string }) {
    return this.prisma.transaction(async (tx) => {
      const row = await tx.document.create({ data: doc, select: infoSelect });
      await tx.quotationEvent.create({
        data: { quotationId: doc.quotationId, userId: doc.createdBy, kind: 'DOCUMENT_ADDED', detail: doc.name },
      });
      return row;
    });
  }

  listForOperation(operationId: string) {
    return this.prisma.document.findMany({
      where: { operationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: infoSelect,
    });
  }

  /** An operation's document's bytes, only through that operation. */
  findOperationContent(id: string, operationId: string) {
    return this.prisma.document.findFirst({
      where: { id, operationId },
      select: { name: true, mimeType: true, sizeBytes: true, data: true },
    });
  }

  listForQuotation(quotationId: string) {
    return this.prisma.document.findMany({
      where: { quotationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: infoSelect,
    });
  }

  async updateVisibility(
    id: string,
    quotationId: string,
    data: { clientVisible?: boolean; providerVisible?: boolean },
    userId: string,
  ) {
    const { count } = await this.prisma.document.updateMany({
      where: { id, quotationId },
      data: { ...data, updatedBy: userId },
    });
    return count ? this.prisma.document.findUnique({ where: { id }, select: infoSelect }) : null;
  }

  /** What the download check needs, without the bytes. */
  findAccess(id: string) {
    return this.prisma.document.findUnique({
      where: { id },
      select: {
        id: true,
        createdBy: true,
        quotationId: true,
        operationId: true,
        quotation: { select: { reference: true } },
      },
    });
  }

  findContent(id: string) {
    return this.prisma.document.findUnique({
      where: { id },
      select: { name: true, mimeType: true, sizeBytes: true, data: true },
    });
  }

  /**
   * Moves one of the user's staged documents onto a quotation. The conditions sit in the UPDATE so two
   * concurrent claims of one document cannot both succeed. Returns whether it was claimed.
   */
  async claimStaged(
    tx: Tx,
    documentId: string,
    claim: { userId: string; quotationId: string; clientId: string | null; safetyDataSheet?: boolean },
  ) {
    const { count } = await tx.document.updateMany({
      // clientId null: a client's own documents (clients module) are never staged ones.
      where: { id: documentId, createdBy: claim.userId, quotationId: null, clientId: null, operationId: null },
      data: {
        quotationId: claim.quotationId,
        clientId: claim.clientId,
        safetyDataSheet: claim.safetyDataSheet,
        updatedBy: claim.userId,
      },
    });
    return count === 1;
  }

  userRefs(ids: string[]) {
    return this.prisma.user.findMany({
      where: { id: { in: [...new Set(ids)] } },
      select: { id: true, code: true, name: true },
    });
  }
}
