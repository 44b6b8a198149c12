import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { LocationsController } from './locations.controller.js';
import { LocationsRepository } from './locations.repository.js';
import { LocationsService } from './locations.service.js';
import { ReferenceController } from './reference.controller.js';
import { ReferenceService } from './reference.service.js';

@Module({
  controllers: [ReferenceController, LocationsController],
  providers: [ReferenceService, LocationsService, LocationsRepository],
  // Operations name the codes typed without a name.
  exports: [LocationsService],
})
export class ReferenceModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reference');

  constructor(private readonly locations: LocationsRepository) {}

  // Every start brings the locations table up to the installed data packages (a no-op when they match).
  async onApplicationBootstrap(): Promise<void> {
    const started = Date.now();
    const { loaded, rows } = await this.locations.loadCatalogue();
    if (loaded) this.logger.log(`Loaded the locations catalogue: ${rows} rows in ${Date.now() - started} ms`);
  }
}
