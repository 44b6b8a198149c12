import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRefresher } from './analytics-refresher.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsReportsService } from './analytics-reports.service.js';
import { AnalyticsScope } from './analytics-scope.js';
import { AnalyticsService } from './analytics.service.js';
import { ClientRequestsRepository } from './client-requests.repository.js';

@Module({
  imports: [UsersModule],
  controllers: [AnalyticsController],
  providers: [
    AnalyticsRefresher,
    AnalyticsRepository,
    AnalyticsScope,
    AnalyticsService,
    AnalyticsReportsService,
    ClientRequestsRepository,
  ],
})
export class AnalyticsModule {}
