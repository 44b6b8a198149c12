import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Whether this process traces, and how to flush: set by tracing.ts (which main.ts loads only when
 * TRACING_ENABLED), read by the app without loading the SDK itself (tests and untraced runs stay light).
 */
let stopTracing: (() => Promise<void>) | null = null;

export function tracingStarted(): boolean {
  return stopTracing !== null;
}

export function setTracingStop(stop: (() => Promise<void>) | null): void {
  stopTracing = stop;
}

/** Sends the spans still buffered when the app closes (SIGTERM), before main.ts exits the process. */
@Injectable()
export class TracingFlush implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    const stop = stopTracing;
    stopTracing = null;
    await stop?.();
  }
}
