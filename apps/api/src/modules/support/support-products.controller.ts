import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SupportProductAdmin } from '@freight/shared';
import { SupportProductNameDto, UpdateSupportProductDto } from '@freight/shared/dto';
import { ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { SupportProductsService } from './support-products.service.js';

/** A positive integer id, or 404 (never a 500 for a malformed path). */
const intId = new ParseIntPipe({ exceptionFactory: () => new AppError('NOT_FOUND') });

/** Products and their error types, maintained by support staff (SUPPORT_STAFF). */
@ApiTags('support')
@ForModule('support')
@Controller('support/v1/admin/products')
export class SupportProductsController {
  constructor(private readonly products: SupportProductsService) {}

  @Get()
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: 'Every product with its error types, inactive ones included' })
  all(): Promise<SupportProductAdmin[]> {
    return this.products.all();
  }

  @Post()
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: 'Add a product (409 SUPPORT_PRODUCT_NAME_TAKEN when the name exists, case ignored)' })
  create(@Body() dto: SupportProductNameDto): Promise<SupportProductAdmin> {
    return this.products.createProduct(dto);
  }

  @Patch(':id')
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: 'Rename or (de)activate a product; an inactive one is no longer offered' })
  update(@Param('id', intId) id: number, @Body() dto: UpdateSupportProductDto): Promise<SupportProductAdmin> {
    return this.products.updateProduct(id, dto);
  }

  @Post(':id/errors')
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: 'Add an error type to a product (409 SUPPORT_ERROR_NAME_TAKEN when the product has it)' })
  createError(@Param('id', intId) id: number, @Body() dto: SupportProductNameDto): Promise<SupportProductAdmin> {
    return this.products.createError(id, dto);
  }

  @Patch(':id/errors/:errorId')
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: "Rename or (de)activate one of a product's error types" })
  updateError(
    @Param('id', intId) id: number,
    @Param('errorId', intId) errorId: number,
    @Body() dto: UpdateSupportProductDto,
  ): Promise<SupportProductAdmin> {
    return this.products.updateError(id, errorId, dto);
  }
}
