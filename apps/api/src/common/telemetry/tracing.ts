import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace';
import type { TracingConfig } from '../config/observability-config.js';
import { setTracingStop } from './tracing-state.js';

/** Spans wait at most this long before they are sent (OTel's default is 5 s). */
const EXPORT_DELAY_MS = 1_000;

/**
 * Starts OpenTelemetry tracing (issue 45). main.ts calls it before it imports the app: instrumentations
 * patch pg, ioredis, http, express and Nest as they load, which for ES modules needs the loader hook
 * registered here first (`import-in-the-middle`, through @opentelemetry/instrumentation/hook.mjs).
 * Incoming W3C `traceparent` headers continue their trace; a sampled parent is always kept.
 */
export function startTracing(config: TracingConfig): void {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    // No resource detectors: some query cloud metadata endpoints, which an on-premises host lacks.
    autoDetectResources: false,
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: config.endpoint }),
        scheduledDelayMillis: EXPORT_DELAY_MS,
      }),
    ],
    instrumentations: [
      // Health checks and scrapes every few seconds would drown the traces that matter.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(health|metrics)(\/|\?|$)/.test(req.url ?? ''),
      }),
      // No span per Express layer (middleware, router, handler): the server span already carries the route
      // template, and those spans were most of a list request's spans and of tracing's CPU (issue 45's bench).
      new ExpressInstrumentation({
        ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER, ExpressLayerType.REQUEST_HANDLER],
      }),
      new NestInstrumentation(),
      // Statement text without values (pg's default): values may be personal data.
      // No span for taking a pooled connection (one per statement, saying only that the pool answered).
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  setTracingStop(() => sdk.shutdown());
}
