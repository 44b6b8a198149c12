import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReferenceData } from '@freight/shared';
import { SignedIn } from '../../common/auth/access.decorators.js';
import { ReferenceService } from './reference.service.js';

@ApiTags('reference')
@Controller('app/v1/reference')
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get()
  @SignedIn()
  // Same for every user and only changes with a release; private because the route needs a token.
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiOperation({
    summary: 'Business constants (currencies, services, container types, incoterms with their meaning, ...)',
  })
  get(): ReferenceData {
    return this.reference.get();
  }
}
