import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MailModule } from '../../common/mail/mail.module.js';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { RatesModule } from '../rates/rates.module.js';
import { AgentCostsController } from './agent-costs.controller.js';
import { AgentCostsService } from './agent-costs.service.js';
import { AgentExchangeRepository } from './agent-exchange.repository.js';
import { AgentExchangeService } from './agent-exchange.service.js';
import { AgentLinkGuard } from './agent-link.guard.js';
import { AgentLinkRateLimitGuard } from './agent-link-rate-limit.guard.js';
import { AgentLinkService } from './agent-link.service.js';
import { CostRequestMailer } from './cost-request-mailer.js';
import { CostRequestRemindersRepository } from './cost-request-reminders.repository.js';
import { CostRequestRemindersService } from './cost-request-reminders.service.js';
import { CostRequestsService } from './cost-requests.service.js';
import { CostRequestsWaitingController } from './cost-requests-waiting.controller.js';
import { CostRequestRemindersProcessor } from './jobs/cost-request-reminders.processor.js';
import { CostsWriter } from './costs-writer.js';
import { CostDraftsController } from './cost-drafts.controller.js';
import { CostDraftsRepository } from './cost-drafts.repository.js';
import { CostDraftsService } from './cost-drafts.service.js';
import { FinderCostService } from './finder-cost.service.js';
import { CostTemplateService } from './cost-template/cost-template.service.js';
import { PricingQueueService } from './pricing-queue.service.js';
import { PricingController } from './pricing.controller.js';
import { PricingRepository } from './pricing.repository.js';

@Module({
  imports: [JwtModule.register({}), MailModule, QuotationsModule, RatesModule],
  controllers: [PricingController, AgentCostsController, CostRequestsWaitingController, CostDraftsController],
  providers: [
    PricingRepository,
    AgentLinkService,
    AgentLinkGuard,
    AgentLinkRateLimitGuard,
    CostsWriter,
    CostRequestsService,
    AgentCostsService,
    PricingQueueService,
    AgentExchangeRepository,
    AgentExchangeService,
    CostRequestMailer,
    CostRequestRemindersRepository,
    CostRequestRemindersService,
    CostRequestRemindersProcessor,
    CostDraftsRepository,
    CostDraftsService,
    CostTemplateService,
    FinderCostService,
  ],
  exports: [AgentLinkService, CostTemplateService],
})
export class PricingModule {}
