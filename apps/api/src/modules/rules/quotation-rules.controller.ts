import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { QuotationRuleItem, RuleTestResult } from '@freight/shared';
import { SaveQuotationRuleDto, TestQuotationRuleDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { QuotationRulesService } from './quotation-rules.service.js';

@ApiTags('quotation rules')
@ForModule('pricing')
@Controller('app/v1/quotation-rules')
export class QuotationRulesController {
  constructor(private readonly rules: QuotationRulesService) {}

  @Get()
  @RequireAnyPermission('PRICING_RULES')
  @ApiOperation({ summary: 'Every quotation rule in evaluation order' })
  list(): Promise<QuotationRuleItem[]> {
    return this.rules.list();
  }

  @Post()
  @RequireAnyPermission('PRICING_RULES')
  @ApiOperation({ summary: 'Create a rule: filters (type, condition, value), margin, order, active and send flags' })
  create(@CurrentUser() user: AuthUser, @Body() dto: SaveQuotationRuleDto): Promise<QuotationRuleItem> {
    return this.rules.create(user, dto);
  }

  @Post('test')
  @HttpCode(200)
  @RequireAnyPermission('PRICING_RULES')
  @ApiOperation({ summary: 'Which of the last 100 requests these filters would match (nothing is changed)' })
  test(@Body() dto: TestQuotationRuleDto): Promise<RuleTestResult> {
    return this.rules.test(dto);
  }

  @Put(':id')
  @RequireAnyPermission('PRICING_RULES')
  @ApiOperation({ summary: 'Replace a rule and its filters' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: SaveQuotationRuleDto,
  ): Promise<QuotationRuleItem> {
    return this.rules.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireAnyPermission('PRICING_RULES')
  @ApiOperation({ summary: 'Delete a rule (quotations it priced keep their record)' })
  remove(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<void> {
    return this.rules.remove(user, id);
  }
}
