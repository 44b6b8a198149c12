import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { documentTypeRefSelect } from '../documents/document-info.js';

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

export type StoredFile = {
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  data: Uint8Array<ArrayBuffer>;
};

/** A client's own documents: rows of `documents` with the client set and no quotation. */
@Injectable()
export class ClientDocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(clientId: string) {
    return this.prisma.document.findMany({
      where: { clientId, quotationId: null },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: infoSelect,
    });
  }

  create(
    clientId: string,
    file: StoredFile,
    fields: { clientVisible: boolean; providerVisible: boolean; documentTypeId: string | null },
    userId: string,
  ) {
    return this.prisma.document.create({
      data: { ...file, ...fields, clientId, quotationId: null, createdBy: userId, updatedBy: userId },
      select: infoSelect,
    });
  }

  /** Null when the document is not one of this client's. */
  async update(
    clientId: string,
    id: string,
    data: Partial<StoredFile> & { clientVisible?: boolean; providerVisible?: boolean },
    userId: string,
  ) {
    const { count } = await this.prisma.document.updateMany({
      where: { id, clientId, quotationId: null },
      data: { ...data, updatedBy: userId },
    });
    return count ? this.prisma.document.findUnique({ where: { id }, select: infoSelect }) : null;
  }

  findContent(clientId: string, id: string) {
    return this.prisma.document.findFirst({
      where: { id, clientId, quotationId: null },
      select: { name: true, mimeType: true, data: true },
    });
  }

  userRefs(ids: string[]) {
    return this.prisma.user.findMany({
      where: { id: { in: [...new Set(ids)] } },
      select: { id: true, code: true, name: true },
    });
  }
}
