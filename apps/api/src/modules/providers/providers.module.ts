import { Module } from '@nestjs/common';
import { ProviderContactsController } from './provider-contacts.controller.js';
import { ProviderContactsService } from './provider-contacts.service.js';
import { ProvidersController } from './providers.controller.js';
import { ProvidersRepository } from './providers.repository.js';
import { ProvidersService } from './providers.service.js';

@Module({
  controllers: [ProvidersController, ProviderContactsController],
  providers: [ProvidersRepository, ProvidersService, ProviderContactsService],
  exports: [ProvidersRepository],
})
export class ProvidersModule {}
