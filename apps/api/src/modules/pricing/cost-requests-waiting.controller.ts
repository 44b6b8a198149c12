import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WaitingCostRequestPage } from '@freight/shared';
import { PageQueryDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CostRequestRemindersService } from './cost-request-reminders.service.js';

@ApiTags('pricing')
@ForModule('pricing')
@Controller('app/v1/cost-requests')
export class CostRequestsWaitingController {
  constructor(private readonly reminders: CostRequestRemindersService) {}

  @Get('waiting')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      'Open cost requests whose agent has not answered within COST_REQUEST_REMINDER_HOURS of the mail, on the services I price (oldest first)',
  })
  waiting(@CurrentUser() user: AuthUser, @Query() q: PageQueryDto): Promise<WaitingCostRequestPage> {
    return this.reminders.waiting(user, q);
  }
}
