import type { Server, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/** How long a close waits for the requests in flight before the modules shut down anyway. */
export const DRAIN_GRACE_MS = 20_000;

export type HttpDrain = {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections (idle keep-alive ones are closed) and resolves once every request
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
  const idleWaiters: (() => void)[] = [];
  let closing = false;
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (active.size === 0) for (const wake of idleWaiters.splice(0)) wake();
    });
  });
  return {
    inFlight: () => active.size,
    async drain(graceMs = DRAIN_GRACE_MS) {
      closing = true;
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Stop listening now; the close callback (all connections gone) is not awaited here, since open
      // WebSockets end only later, when Nest closes the socket module.
      if (server.listening) server.close();
      if (active.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => idleWaiters.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
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
