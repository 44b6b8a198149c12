import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { LoggerModule } from 'nestjs-pino';
import { AccessGuard } from './common/auth/access.guard.js';
import type { AppConfig } from './common/config/app-config.js';
import { ConfigModule } from './common/config/config.module.js';
import { ErrorFilter } from './common/errors/error.filter.js';
import { requestLogOptions } from './common/logging/request-log.js';
import { AppValidationPipe } from './common/http/app-validation.pipe.js';
import { RequestTimeoutInterceptor } from './common/http/request-timeout.js';
import { TracingFlush } from './common/telemetry/tracing-state.js';
import { LoopWatchdog } from './common/watchdog/loop-watchdog.js';
import { MailModule } from './common/mail/mail.module.js';
import { MetricsModule } from './common/metrics/metrics.module.js';
import { PrismaModule } from './common/prisma/prisma.module.js';
import { QueueModule } from './common/queue/queue.module.js';
import { AppConfigController } from './modules/app-config/app-config.controller.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { SsoModule } from './modules/sso/sso.module.js';
import { ClientsModule } from './modules/clients/clients.module.js';
import { BootstrapRepository } from './modules/bootstrap/bootstrap.repository.js';
import { BootstrapService } from './modules/bootstrap/bootstrap.service.js';
import { HealthController } from './modules/health/health.controller.js';
import { HealthDetailsService } from './modules/health/health-details.service.js';
import { HealthRepository } from './modules/health/health.repository.js';
import { InboundModule } from './modules/inbound/inbound.module.js';
import { MonitoringModule } from './modules/monitoring/monitoring.module.js';
import { PricingModule } from './modules/pricing/pricing.module.js';
import { QuotationsModule } from './modules/quotations/quotations.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { NotesModule } from './modules/notes/notes.module.js';
import { DraftsModule } from './modules/drafts/drafts.module.js';
import { ReferenceModule } from './modules/reference/reference.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { SellsModule } from './modules/sells/sells.module.js';
import { ProvidersModule } from './modules/providers/providers.module.js';
import { ChargeCodesModule } from './modules/charge-codes/charge-codes.module.js';
import { StandardNotesModule } from './modules/standard-notes/standard-notes.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { RecordTypesModule } from './modules/record-types/record-types.module.js';
import { PortalModule } from './modules/portal/portal.module.js';
import { OperationsModule } from './modules/operations/operations.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { RatesModule } from './modules/rates/rates.module.js';
import { RulesModule } from './modules/rules/rules.module.js';
import { RuleSendModule } from './modules/rules/rule-send.module.js';
import { TestHooksModule } from './modules/test-hooks/test-hooks.module.js';

@Module({})
export class AppModule {
  /** Built from a config object so tests can start apps with their own database, modules and limits. */
  static forRoot(config: AppConfig, extra: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(requestLogOptions(config)),
        DiscoveryModule,
        EventEmitterModule.forRoot(),
        MetricsModule,
        PrismaModule,
        AuditModule,
        QueueModule,
        MailModule,
        UsersModule,
        AuthModule,
        SsoModule,
        QuotationsModule,
        PricingModule,
        InboundModule,
        ClientsModule,
        DocumentsModule,
        NotesModule,
        DraftsModule,
        ReferenceModule,
        SellsModule,
        ProvidersModule,
        ChargeCodesModule,
        StandardNotesModule,
        NotificationsModule,
        RecordTypesModule,
        PortalModule,
        OperationsModule,
        SupportModule,
        AnalyticsModule,
        RatesModule,
        RulesModule,
        RuleSendModule,
        MonitoringModule,
        ...(config.testHooks ? [TestHooksModule] : []),
        ...extra,
      ],
      controllers: [AppConfigController, HealthController],
      providers: [
        BootstrapService,
        BootstrapRepository,
        HealthDetailsService,
        HealthRepository,
        LoopWatchdog,
        TracingFlush,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: RequestTimeoutInterceptor },
        {
          provide: APP_PIPE,
          useFactory: () => new AppValidationPipe(),
        },
      ],
    };
  }
}
