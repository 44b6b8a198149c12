import { type DynamicModule, Global, Module } from '@nestjs/common';
import { useCursorSecret } from '../pagination/keyset.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    // List cursors are signed with a key from the same secret (keyset.ts has no injector to ask).
    useCursorSecret(config.jwtSecret);
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
