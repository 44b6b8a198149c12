import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OperationCreated, OperationDetail, OperationStatus, OperationSummary, Page } from '@freight/shared';
import {
  ChangeOperationStatusDto,
  CreateExpressOperationDto,
  ExpressOperationListQueryDto,
  UpdateOperationDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { OperationOpeningService } from './operation-opening.service.js';
import { OperationsService } from './operations.service.js';

/** Express (courier) shipments: the operations model with kind EXPRESS; notes and events use the shared routes. */
@ApiTags('operations')
@ForModule('express')
@Controller('operations/v1/express-operations')
export class ExpressOperationsController {
  constructor(
    private readonly operations: OperationsService,
    private readonly opening: OperationOpeningService,
  ) {}

  @Get()
  @RequireAnyPermission('VIEW_SHIPMENT')
  @ApiOperation({
    summary: 'Express shipments by status group (all, in-progress, finished) with the operation filters',
  })
  list(@CurrentUser() user: AuthUser, @Query() query: ExpressOperationListQueryDto): Promise<Page<OperationSummary>> {
    return this.operations.listExpress(user, query);
  }

  @Post()
  @RequireAnyPermission('VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Create an express shipment by hand (addresses, packages, courier, tracking number)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateExpressOperationDto): Promise<OperationCreated> {
    return this.opening.createExpress(user, dto);
  }

  @Get(':reference')
  @RequireAnyPermission('VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Express shipment detail: addresses, packages, status timeline, notes and events' })
  detail(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<OperationDetail> {
    return this.operations.detail(user, reference, 'EXPRESS');
  }

  @Patch(':reference')
  @HttpCode(204)
  @RequireAnyPermission('VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Edit tracking number, courier, dates and operatives (409 when closed or canceled)' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: UpdateOperationDto,
  ): Promise<void> {
    return this.operations.update(user, reference, dto, 'EXPRESS');
  }

  @Post(':reference/status')
  @HttpCode(200)
  @RequireAnyPermission('VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Set the status by hand; every change is recorded' })
  changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: ChangeOperationStatusDto,
  ): Promise<{ status: OperationStatus }> {
    return this.operations.changeStatus(user, reference, dto, 'EXPRESS');
  }
}
