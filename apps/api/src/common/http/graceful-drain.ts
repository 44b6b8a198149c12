import { readFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { Logger, type NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/** How long a close waits for the requests in flight by default (the app passes its shutdown budget's share). */
export const DRAIN_GRACE_MS = 20_000;
const POLL_MS = 10;
/** What the shutdown keeps after the drain: queues finishing their jobs, the database closing. */
const AFTER_DRAIN_MS = 5_000;

/** The drain's share of a shutdown budget (SHUTDOWN_TIMEOUT_MS). */
export const drainGraceMs = (shutdownMs: number): number => Math.max(1_000, shutdownMs - AFTER_DRAIN_MS);

export type HttpDrain = {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections, closes idle keep-alive ones, and resolves once every request already
   * received has been answered, or after `graceMs`, when the connections of those still running are cut
   * (resolves with how many). Answers still to come carry `Connection: close`, so no client reuses a
   * connection of a server that is going away.
   */
  drain(graceMs?: number): Promise<number>;
};

/** The next check phase: one per event-loop iteration, right after its poll phase (accepts, reads). */
const nextIteration = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Where the kernel's count of queued connections is not readable (not Linux), how long a close keeps
 * accepting while connections still arrive: clients that reconnect at once would keep it open forever
 * (they kept a process answering for 12-20 s, issue 37).
 */
const ACCEPT_WINDOW_MS = 1_000;

/**
 * How many connections the kernel holds for this server, handshaken and not yet accepted: the listening
 * socket's receive queue in /proc/net/tcp and tcp6 (a dual-stack listener is in tcp6). Null off Linux.
 */
export function queuedConnections(server: Server): number | null {
  const address = server.address();
  if (process.platform !== 'linux' || !address || typeof address === 'string') return null;
  const port = `:${address.port.toString(16).toUpperCase().padStart(4, '0')}`;
  let queued: number | null = null;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      // Read at once (a few ms): while an asynchronous read waits its turns, the loop keeps accepting.
      text = readFileSync(file, 'utf8');
    } catch {
      // No such table here.
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue ...; st 0A is LISTEN, whose rx_queue is the accept queue.
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(port)) continue;
      queued = (queued ?? 0) + parseInt(queues.split(':')[1], 16);
    }
  }
  return queued;
}

/**
 * Tracks the requests of an HTTP server so a shutdown can let them finish first. Nest's own close
 * runs the modules' destroy hooks (the database pool ends, queues close) before it closes the HTTP
 * server: a request still running then waited for a database connection that never came, and the
 * process never exited (found by test/faults/sigterm-under-load.spec.ts).
 */
export function trackRequests(server: Server): HttpDrain {
  const active = new Set<ServerResponse>();
  let closing = false;
  let accepted = 0;
  server.on('connection', () => accepted++);
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => active.delete(res));
  });
  return {
    inFlight: () => active.size,
    async drain(graceMs = DRAIN_GRACE_MS) {
      closing = true;
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      const started = Date.now();
      const deadline = started + graceMs;
      // Accept what the kernel has queued before closing: closing the listening socket resets the
      // connections it still holds, and after a busy stretch of the loop those carry requests sent before
      // SIGTERM (45 of 60 were reset in a CI run). Node accepts one per event-loop iteration, so: as
      // many iterations as the kernel had queued when the close began (a FIFO queue: then every
      // connection made before it has been accepted), or until one accepts nothing (the queue is empty).
      // The listener then closes in that same check phase, so only a connection made in the microseconds
      // since can be reset; later ones are refused, and a client can retry them elsewhere.
      const before = accepted;
      const queued = queuedConnections(server);
      const enough = () => (queued === null ? Date.now() - started >= ACCEPT_WINDOW_MS : accepted >= before + queued);
      await nextIteration();
      for (let seen = -1; seen !== accepted && !enough() && Date.now() < deadline;) {
        seen = accepted;
        await nextIteration();
      }
      // Node's close would also close every connection without a request in progress, including those
      // just accepted whose request is in the socket but not read yet: their clients got a reset.
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => undefined;
      if (server.listening) server.close();
      server.closeIdleConnections = closeIdle;
      // One more iteration reads what the last accepted connections had sent; then idle ones close at once.
      await nextIteration();
      closeIdle();
      // Every request received is answered (each with Connection: close, so its connection ends with it).
      while (active.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      // Past the grace, what still runs is cut: the shutdown must end (and Node's close would wait for it).
      const cut = active.size;
      if (cut > 0) server.closeAllConnections();
      closeIdle();
      return cut;
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

  /** `graceMs`: how long the requests in flight may take once a close begins. */
  constructor(private readonly graceMs = DRAIN_GRACE_MS) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    super.initHttpServer(options);
    this.requests = trackRequests(this.getHttpServer());
  }

  // Typed as void by the adapter, but Nest awaits it (prepareClose: `await httpAdapter.beforeClose?.()`).
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  override async beforeClose(): Promise<void> {
    super.beforeClose();
    const cut = (await this.requests?.drain(this.graceMs)) ?? 0;
    if (cut > 0)
      new Logger('Shutdown').warn(`${cut} request(s) still running ${this.graceMs} ms into the shutdown were cut`);
  }
}
