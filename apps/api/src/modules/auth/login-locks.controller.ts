import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginLock } from '@freight/shared';
import { ClearLoginLockDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { LoginLocksService } from './login-locks.service.js';

/** Sign-in counters (pairs of username and address, and addresses): administrators see and clear them. */
@ApiTags('users')
@ForModule('administration')
@Controller('app/v1/login-locks')
export class LoginLocksController {
  constructor(private readonly locks: LoginLocksService) {}

  @Get()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Sign-in failure counters of the last window, with the time each lock lasts until' })
  list(): Promise<LoginLock[]> {
    return this.locks.list();
  }

  @Post('clear')
  @HttpCode(204)
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary: 'Forget the failures of one (username, address) pair or one address: it may sign in at once',
  })
  clear(@CurrentUser() user: AuthUser, @Body() dto: ClearLoginLockDto): Promise<void> {
    return this.locks.clear(user, dto);
  }
}
