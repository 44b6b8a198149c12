import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientLookupItem } from '@freight/shared';
import { ClientLookupQueryDto } from '@freight/shared/dto';
import { RequireAnyPermission } from '../../common/auth/access.decorators.js';
import { ClientsRepository } from './clients.repository.js';

// Client administration (create, contacts, assignments) comes with its own issue; this is the form's search.
@ApiTags('clients')
@Controller('app/v1/clients')
export class ClientsController {
  constructor(private readonly clients: ClientsRepository) {}

  @Get('lookup')
  @RequireAnyPermission('VIEW_CLIENT', 'CREATE_QUOTATION', 'PRICING')
  @ApiOperation({ summary: 'Search clients by name or tax id (request form)' })
  async lookup(@Query() q: ClientLookupQueryDto): Promise<{ items: ClientLookupItem[] }> {
    return { items: await this.clients.lookup(q.search, q.limit) };
  }
}
