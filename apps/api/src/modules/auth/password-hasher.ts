import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// Verified when the user does not exist, so both failures take the same time. Hashed once per process,
// on the first unknown user (every app start hashed it, and every integration test file starts an app).
let dummyHash: Promise<string> | undefined;
const timingEqualiser = () => (dummyHash ??= hash('timing-equaliser-not-a-password'));

/** Argon2id: a slow, memory-hard hash. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(hashValue: string | null, password: string): Promise<boolean> {
    try {
      return await verify(hashValue ?? (await timingEqualiser()), password);
    } catch {
      return false;
    }
  }
}
