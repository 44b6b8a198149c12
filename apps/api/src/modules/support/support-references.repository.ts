import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';

const ownQuotationWhere = (userId: string): Prisma.QuotationWhereInput => ({
  OR: [{ commercialId: userId }, { createdBy: userId }],
});
const ownOperationWhere = (userId: string): Prisma.OperationWhereInput => ({
  OR: [{ commercialId: userId }, { createdBy: userId }, { operatives: { some: { userId } } }],
});

/**
 * What a ticket refers to, read while it is written: products and their error types, the users who may
 * be related or notified, and the user's own quotations and operations a ticket may link to. The
 * tickets themselves are in SupportRepository.
 */
@Injectable()
export class SupportReferencesRepository {
  constructor(private readonly prisma: PrismaService) {}

  products() {
    return this.prisma.supportProduct.findMany({
      where: { active: true },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
    });
  }

  productByName(name: string) {
    return this.prisma.supportProduct.findFirst({
      where: { name, active: true },
      select: {
        id: true,
        errors: { where: { active: true }, orderBy: { name: 'asc' }, select: { id: true, name: true } },
      },
    });
  }

  errorOf(productId: number, errorId: number) {
    return this.prisma.supportProductError.findFirst({
      where: { id: errorId, productId, active: true, product: { active: true } },
      select: { id: true },
    });
  }

  productActive(productId: number) {
    return this.prisma.supportProduct.findFirst({ where: { id: productId, active: true }, select: { id: true } });
  }

  /** Active users holding the permission, by name. */
  usersWith(permission: 'SUPPORT_USER' | 'SUPPORT_STAFF') {
    return this.prisma.user.findMany({
      where: { active: true, permissions: { some: { permission } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, language: true },
    });
  }

  countUsersWith(ids: string[], permission: 'SUPPORT_USER') {
    return this.prisma.user.count({ where: { id: { in: ids }, active: true, permissions: { some: { permission } } } });
  }

  /** A quotation is the user's own when they are its commercial or created it. */
  ownQuotation(reference: string, userId: string) {
    return this.prisma.quotation.findFirst({
      where: { reference, ...ownQuotationWhere(userId) },
      select: { id: true },
    });
  }

  /** An operation is the user's own when they are its commercial, created it or follow it as an operative. */
  ownOperation(reference: string, userId: string) {
    return this.prisma.operation.findFirst({
      where: { reference, ...ownOperationWhere(userId) },
      select: { id: true },
    });
  }

  /** The user's own quotations, newest first: what a new ticket may link to. */
  ownQuotations(userId: string, take: number) {
    return this.prisma.quotation.findMany({
      where: ownQuotationWhere(userId),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: { reference: true, client: { select: { tradeName: true } } },
    });
  }

  ownOperations(userId: string, take: number) {
    return this.prisma.operation.findMany({
      where: ownOperationWhere(userId),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: { reference: true, client: { select: { tradeName: true } } },
    });
  }

  quotationId(reference: string) {
    return this.prisma.quotation.findUnique({ where: { reference }, select: { id: true } });
  }

  operationId(reference: string) {
    return this.prisma.operation.findUnique({ where: { reference }, select: { id: true } });
  }
}
