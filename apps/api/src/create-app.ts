import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from './common/config/app-config.js';
import { servesApi } from './common/config/process-role.js';
import { DrainingExpressAdapter, drainGraceMs } from './common/http/graceful-drain.js';
import { inputHygiene } from './common/http/input-hygiene.js';
import { assignRequestId } from './common/logging/request-log.js';
import { httpMetrics } from './common/metrics/http-metrics.js';
import { Metrics } from './common/metrics/metrics.service.js';
import { API_PREFIXES, noStore } from './common/http/no-store.js';
import { serveSpa } from './common/http/serve-spa.js';
import { stampArrival } from './common/http/request-timeout.js';
import { workerRoutesOnly } from './common/http/worker-routes.js';
import { AppModule } from './app.module.js';
import { buildOpenApiDocument } from './openapi/document.js';

/** Builds the whole HTTP app (used by main.ts and by every integration test). */
export async function createApp(
  config: AppConfig,
  extraImports: DynamicModule['imports'] = [],
): Promise<NestExpressApplication> {
  // Closing (main.ts on SIGTERM/SIGINT, tests) first answers every request already received, before
  // any module lets go of the database or the queues (see DrainingExpressAdapter).
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, extraImports),
    new DrainingExpressAdapter(drainGraceMs(config.timeouts.shutdownMs)),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  // First: the request's time limit counts from here (RequestTimeoutInterceptor).
  app.use(stampArrival);
  app.use(assignRequestId);
  // Every request timed and counted, refusals of the body parsers and unknown paths included.
  const metrics = app.get(Metrics);
  if (metrics.enabled) app.use(httpMetrics(metrics));
  if (!servesApi(config.processRole)) app.use(workerRoutesOnly);
  // Idle keep-alive connections are closed by the client or the proxy in front, never by the server
  // first: with Node's 5 s default a client reusing a connection as the server closed it got a reset
  // (seen in the browser tests). Above the usual 60 s proxy idle timeout, headers bounded just beyond.
  const server = app.getHttpServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // The client address (sign-in throttling, audit) comes from X-Forwarded-For only behind a trusted proxy.
  // API answers are no-store: an ETag (a hash of every JSON body) would never be revalidated.
  app.set('etag', false);
  if (config.trustProxy)
    app.set('trust proxy', /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);
  // Plain-HTTP on-premises installs are common: only ask browsers for HTTPS when the portal is served over it.
  const https = config.publicUrl.startsWith('https:');
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null } },
      strictTransportSecurity: https,
    }),
  );
  // Every API answer is a person's session or business data: no browser or proxy may keep a copy
  // (set before the body parsers, so their refusals carry it too).
  app.use(API_PREFIXES, noStore);
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  app.use(inputHygiene);

  // Built on first request: routes and DTOs from the app, answers and error codes from the generated metadata.
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'openapi.json' });

  if (config.serveWeb && servesApi(config.processRole)) serveSpa(app, config.webDistDir);
  await app.init();
  return app;
}
