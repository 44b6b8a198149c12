import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, UserListItem } from '@freight/shared';
import { UserListQueryDto } from '@freight/shared/dto';
import { ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ForModule('administration')
@Controller('app/v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Users list: search, filters, sort and keyset paging' })
  list(@Query() query: UserListQueryDto): Promise<Page<UserListItem>> {
    return this.users.list(query);
  }
}
