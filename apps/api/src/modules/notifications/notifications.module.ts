import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { LocalNotificationBus, NotificationBus, RedisNotificationBus } from './notification-bus.js';
import { InboundNotificationsListener } from './inbound-notifications.listener.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { RateNotificationsListener } from './rate-notifications.listener.js';
import { OperationNotificationsListener } from './operation-notifications.listener.js';
import { QuotationNotificationsListener } from './quotation-notifications.listener.js';
import { StompAuthenticator } from './stomp/stomp-authenticator.js';
import { StompGateway } from './stomp/stomp-gateway.js';
import { UserSessionsListener } from './user-sessions.listener.js';

/** Stored notifications, the domain events that create them, and their STOMP push across instances. */
@Module({
  imports: [AuthModule, JwtModule.register({})],
  controllers: [NotificationsController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    QuotationNotificationsListener,
    InboundNotificationsListener,
    OperationNotificationsListener,
    RateNotificationsListener,
    UserSessionsListener,
    StompAuthenticator,
    StompGateway,
    {
      provide: NotificationBus,
      inject: [APP_CONFIG],
      // Redis whenever it is configured (several instances); one process needs nothing else.
      useFactory: (config: AppConfig): NotificationBus =>
        config.redisUrl
          ? new RedisNotificationBus(config.redisUrl, `${config.queuePrefix}:notifications`)
          : new LocalNotificationBus(),
    },
  ],
  exports: [NotificationsService, StompGateway],
})
export class NotificationsModule {}
