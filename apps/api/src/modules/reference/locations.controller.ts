import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LocationSearchResult } from '@freight/shared';
import { LocationSearchQueryDto } from '@freight/shared/dto';
import { SignedIn } from '../../common/auth/access.decorators.js';
import { LocationsService } from './locations.service.js';

@ApiTags('reference')
@Controller('app/v1/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary: 'Seaports, airports and countries by code or name (accent- and case-insensitive), best match first',
  })
  search(@Query() query: LocationSearchQueryDto): Promise<LocationSearchResult> {
    return this.locations.search(query);
  }
}
