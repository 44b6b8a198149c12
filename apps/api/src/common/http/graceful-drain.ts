import type { Server, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/** How long a close waits for the requests in flight before the modules shut down anyway. */
export const DRAIN_GRACE_MS = 20_000;
// No new request for this long after the last one ends the drain (requests already sent have been read).
const QUIET_MS = 300;
const POLL_MS = 25;

export type HttpDrain = {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections once none has arrived for a quiet moment (idle keep-alive ones are
   * closed) and resolves once every request
   * already received has been answered, or after `graceMs`. Answers still to come carry
   * `Connection: close`, so no client reuses a connection of a server that is going away.
   */
  drain(graceMs?: number): Promise<void>;
};

/**
 * Tracks the requests of an HTTP server so a shutdown can let them finish first. Nest's own close
 * runs the modules' destroy hooks (the database pool ends, queues close) before it closes the HTTP
 * server: a request still running then waited for a database connection that never came, and the
 * process never exited (found by test/faults/sigterm-under-load.spec.ts).
 */
export function trackRequests(server: Server): HttpDrain {
  const active = new Set<ServerResponse>();
  let closing = false;
  let lastRequestAt = 0;
  let lastConnectionAt = 0;
  server.on('connection', () => (lastConnectionAt = Date.now()));
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    lastRequestAt = Date.now();
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => active.delete(res));
  });
  return {
    inFlight: () => active.size,
    async drain(graceMs = DRAIN_GRACE_MS) {
      closing = true;
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      const deadline = Date.now() + graceMs;
      // Each check waits for a poll phase too (setImmediate runs after it): after a long callback the
      // timer fires first, before the loop has accepted or read what arrived meanwhile.
      // The first check also comes after one: connections queued while the loop was busy are accepted
      // (and counted) before anything is decided.
      const settle = async (busy: () => boolean) => {
        do {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          await new Promise((resolve) => setImmediate(resolve));
        } while (Date.now() < deadline && busy());
      };
      // Keep listening while connections still arrive: closing the listening socket resets the ones the
      // kernel has queued and Node has not accepted yet (45 of 60 reset in a CI run). Their requests are
      // answered with `Connection: close`.
      await settle(() => Date.now() - lastConnectionAt < QUIET_MS);
      // Stop listening, but keep the connections: Node's close would also close every connection
      // without a request in progress, and that includes one whose request has arrived but not been read
      // yet on a busy event loop (its client got a reset: test/faults/sigterm-under-load.spec.ts).
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => undefined;
      if (server.listening) server.close();
      server.closeIdleConnections = closeIdle;
      // Done once nothing is in flight and no request has started for a quiet moment (the event loop
      // has read what the connections had sent), or when the grace ends.
      await settle(() => active.size > 0 || Date.now() - lastRequestAt < QUIET_MS);
      closeIdle();
    },
  };
}

/**
 * Express adapter whose close begins by draining: Nest awaits `beforeClose` first in its shutdown
 * sequence (prepareClose), before the modules' destroy hooks. (Overriding `app.close` does not work:
 * Nest's application proxy silently drops assignments.)
 */
export class DrainingExpressAdapter extends ExpressAdapter {
  private requests: HttpDrain | null = null;

  override initHttpServer(options: NestApplicationOptions): void {
    super.initHttpServer(options);
    this.requests = trackRequests(this.getHttpServer());
  }

  // Typed as void by the adapter, but Nest awaits it (prepareClose: `await httpAdapter.beforeClose?.()`).
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  override async beforeClose(): Promise<void> {
    super.beforeClose();
    await this.requests?.drain();
  }
}
