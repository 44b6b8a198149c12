import { Injectable } from '@nestjs/common';
import { QueueConnection } from './queue-connection.js';

/** For /health: is the job datastore (Redis, or the PostgreSQL backend's database) reachable? */
@Injectable()
export class QueueHealth {
  constructor(private readonly connection: QueueConnection) {}

  /** Resolves false (never rejects) when the datastore does not answer within 2 s. */
  check(): Promise<boolean> {
    return this.connection.ping();
  }
}
