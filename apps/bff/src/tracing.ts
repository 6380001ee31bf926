import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { Plugin } from 'graphql-yoga';

/**
 * Spans of the site, the BFF and their calls to the content API. Without a registered provider
 * (no OTLP endpoint configured) every call below is OpenTelemetry's no-op: nothing is recorded
 * and nothing is sent.
 */
export const tracer = trace.getTracer('ostrel');

export interface Tracing {
  /** Sends what is still buffered (at shutdown, and in tests). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * Starts exporting traces over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, as OpenTelemetry's exporters read them; null
 * otherwise. `OTEL_SERVICE_NAME` names the service (default `service`). Trace context travels in
 * W3C `traceparent` headers: an incoming request's trace is continued, and the content API is
 * told the trace of each call.
 */
export function startTracing(service: string, env: Record<string, string | undefined> = process.env): Tracing | null {
  const url =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!url) return null;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  trace.setGlobalTracerProvider(provider);
  return {
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

type HeaderRecord = Record<string, string | string[] | undefined>;

/** Fetch's Headers, or another implementation of it (Yoga's Request may bring its own class). */
interface HeadersLike {
  forEach(callback: (value: string, name: string) => void): void;
}

/** The context a request continues: the trace in its `traceparent` header, if any. */
export function incomingContext(headers: HeaderRecord | HeadersLike): Context {
  const carrier: Record<string, string> = {};
  if (isHeadersLike(headers))
    headers.forEach((value, name) => {
      carrier[name] = value;
    });
  else
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) carrier[name] = Array.isArray(value) ? value.join(',') : value;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

function isHeadersLike(headers: HeaderRecord | HeadersLike): headers is HeadersLike {
  return typeof headers.forEach === 'function';
}

/** The trace headers an outgoing call carries (empty when nothing is traced). */
export function outgoingTraceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** Runs `work` in a span of its own, ended when it settles; an error marks the span and goes on. */
export async function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes?: Record<string, string | number> },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A span for each GraphQL operation executed (answers served whole from the response cache are
 * not executed, and get none). It is a child of the span active when the request came in (the
 * site's page, in-process), or else continues the request's `traceparent` (the standalone BFF);
 * the operation's upstream calls are its children.
 */
export function useTracing(): Plugin<{ request: Request }> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const active = trace.getSpan(context.active());
      const parent = active ? context.active() : incomingContext(args.contextValue.request.headers);
      const named: unknown = args.operationName;
      const operation = typeof named === 'string' ? named : 'anonymous';
      const attributes = { 'graphql.operation.name': operation };
      setExecuteFn((executeArgs) =>
        context.with(parent, () =>
          inSpan(`graphql ${operation}`, { kind: SpanKind.INTERNAL, attributes }, () =>
            Promise.resolve(executeFn(executeArgs)),
          ),
        ),
      );
    },
  };
}
