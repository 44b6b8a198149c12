import {
  context,
  isSpanContextValid,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/**
 * The active trace as BullMQ's telemetry metadata (the W3C trace context as JSON, the format bullmq-otel
 * reads), so a job queued through the outbox continues the request's trace. Null when nothing traces:
 * without the SDK, the API's propagator writes nothing.
 */
export function currentTraceMetadata(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? JSON.stringify(carrier) : null;
}

/** The active span's ids for a log line (pino's mixin); empty when nothing traces. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const ids = trace.getSpan(context.active())?.spanContext();
  return ids && isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}

const tracer = trace.getTracer('freight-api');

/** Runs `work` in a client span of its own (an SMTP exchange): timed, and its failure recorded. */
export async function inClientSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (e) {
      span.recordException(e as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (e as Error).message });
      throw e;
    } finally {
      span.end();
    }
  });
}
