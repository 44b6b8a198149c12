import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { openSecret, sealSecret, secretKey } from './secret-seal.js';

/** Second-factor secrets at rest (issue 46): AES-256-GCM, key from MFA_ENCRYPTION_KEY or JWT_SECRET. */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = secretKey(config);
  }

  seal(plain: string): string {
    return sealSecret(this.key, plain);
  }

  open(sealed: string): string {
    return openSecret(this.key, sealed);
  }
}
