import { Injectable } from '@nestjs/common';
import type { SupportProductAdmin } from '@freight/shared';
import type { SupportProductNameDto, UpdateSupportProductDto } from '@freight/shared/dto';
import { AppError } from '../../common/errors/app-error.js';
import { isDuplicate } from '../../common/prisma/db-refusal.js';
import { SupportProductsRepository } from './support-products.repository.js';

/**
 * Support staff maintain the products and their error types (spec section 3). Nothing is deleted:
 * tickets keep pointing at them; an inactive product or error is no longer offered for new tickets.
 */
@Injectable()
export class SupportProductsService {
  constructor(private readonly repo: SupportProductsRepository) {}

  all(): Promise<SupportProductAdmin[]> {
    return this.repo.all();
  }

  async createProduct(dto: SupportProductNameDto): Promise<SupportProductAdmin> {
    if (await this.repo.productNamed(dto.name)) throw new AppError('SUPPORT_PRODUCT_NAME_TAKEN');
    const { id } = await this.repo.createProduct(dto.name).catch((err: unknown) => {
      throw isDuplicate(err) ? new AppError('SUPPORT_PRODUCT_NAME_TAKEN') : err;
    });
    return this.one(id);
  }

  async updateProduct(id: number, dto: UpdateSupportProductDto): Promise<SupportProductAdmin> {
    await this.one(id);
    if (dto.name && (await this.repo.productNamed(dto.name, id))) throw new AppError('SUPPORT_PRODUCT_NAME_TAKEN');
    await this.repo.updateProduct(id, { name: dto.name, active: dto.active }).catch((err: unknown) => {
      throw isDuplicate(err) ? new AppError('SUPPORT_PRODUCT_NAME_TAKEN') : err;
    });
    return this.one(id);
  }

  async createError(productId: number, dto: SupportProductNameDto): Promise<SupportProductAdmin> {
    await this.one(productId);
    if (await this.repo.errorNamed(productId, dto.name)) throw new AppError('SUPPORT_ERROR_NAME_TAKEN');
    await this.repo.createError(productId, dto.name).catch((err: unknown) => {
      throw isDuplicate(err) ? new AppError('SUPPORT_ERROR_NAME_TAKEN') : err;
    });
    return this.one(productId);
  }

  async updateError(productId: number, errorId: number, dto: UpdateSupportProductDto): Promise<SupportProductAdmin> {
    if (!(await this.repo.error(productId, errorId))) throw new AppError('NOT_FOUND');
    if (dto.name && (await this.repo.errorNamed(productId, dto.name, errorId)))
      throw new AppError('SUPPORT_ERROR_NAME_TAKEN');
    await this.repo.updateError(errorId, { name: dto.name, active: dto.active }).catch((err: unknown) => {
      throw isDuplicate(err) ? new AppError('SUPPORT_ERROR_NAME_TAKEN') : err;
    });
    return this.one(productId);
  }

  private async one(id: number): Promise<SupportProductAdmin> {
    const product = await this.repo.one(id);
    if (!product) throw new AppError('NOT_FOUND');
    return product;
  }
}
