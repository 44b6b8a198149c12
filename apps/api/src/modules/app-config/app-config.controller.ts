import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfigResponse } from '@freight/shared';
import { Public } from '../../common/auth/access.decorators.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';

@ApiTags('app')
@Controller('app/v1/config')
export class AppConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Enabled modules, official website and default language' })
  get(): AppConfigResponse {
    return {
      modules: this.config.enabledModules,
      officialWebsiteUrl: this.config.officialWebsiteUrl,
      defaultLanguage: this.config.defaultLanguage,
    };
  }
}
