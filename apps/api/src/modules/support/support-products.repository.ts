import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';

const adminSelect = {
  id: true,
  name: true,
  active: true,
  errors: { orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { id: true, name: true, active: true } },
} satisfies Prisma.SupportProductSelect;

/** Products and their error types as support staff maintain them (inactive ones included). */
@Injectable()
export class SupportProductsRepository {
  constructor(private readonly prisma: PrismaService) {}

  all() {
    return this.prisma.supportProduct.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], select: adminSelect });
  }

  one(id: number) {
    return this.prisma.supportProduct.findUnique({ where: { id }, select: adminSelect });
  }

  /** Another product already named so (case ignored). */
  productNamed(name: string, except?: number) {
    return this.prisma.supportProduct.findFirst({
      where: { name: { equals: name, mode: 'insensitive' }, ...(except ? { id: { not: except } } : {}) },
      select: { id: true },
    });
  }

  errorNamed(productId: number, name: string, except?: number) {
    return this.prisma.supportProductError.findFirst({
      where: { productId, name: { equals: name, mode: 'insensitive' }, ...(except ? { id: { not: except } } : {}) },
      select: { id: true },
    });
  }

  error(productId: number, id: number) {
    return this.prisma.supportProductError.findFirst({ where: { id, productId }, select: { id: true } });
  }

  createProduct(name: string) {
    return this.prisma.supportProduct.create({ data: { name }, select: { id: true } });
  }

  updateProduct(id: number, data: { name?: string; active?: boolean }) {
    return this.prisma.supportProduct.update({ where: { id }, data, select: { id: true } });
  }

  createError(productId: number, name: string) {
    return this.prisma.supportProductError.create({ data: { productId, name }, select: { id: true } });
  }

  updateError(id: number, data: { name?: string; active?: boolean }) {
    return this.prisma.supportProductError.update({ where: { id }, data, select: { id: true } });
  }
}
