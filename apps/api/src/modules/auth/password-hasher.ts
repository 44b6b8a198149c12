import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id: a slow, memory-hard hash. */
@Injectable()
export class PasswordHasher {
  // Verified when the user does not exist, so both failures take the same time.
  private readonly dummyHash = hash('timing-equaliser-not-a-password');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(hashValue: string | null, password: string): Promise<boolean> {
    try {
      return await verify(hashValue ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }
}
