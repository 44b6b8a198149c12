import 'reflect-metadata';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { APP_MODULES } from '@freight/shared';
import { AppModule } from '../app.module.js';
import { type AppConfig, DEFAULT_TIMEOUTS } from '../common/config/app-config.js';
import { buildOpenApiDocument } from './document.js';
import { generateOpenApiMetadata, metadataModuleSource } from './metadata-generator.js';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/api, whether this runs from src (tests) or dist (the write script). */
export const API_DIR = resolve(here, '../..');
export const REPO_DIR = resolve(API_DIR, '../..');
export const DOCUMENT_PATH = resolve(REPO_DIR, 'docs/openapi.json');
export const METADATA_PATH = resolve(API_DIR, 'src/openapi/openapi-metadata.generated.ts');

/** A config that reaches nothing: the document is built from the module graph alone, with every module on. */
function offlineConfig(): AppConfig {
  return {
    nodeEnv: 'production',
    processRole: 'all',
    port: 0,
    databaseUrl: 'postgresql://offline@127.0.0.1:1/none',
    redisUrl: null,
    queuePrefix: 'openapi',
    jwtSecret: 'openapi-document-build-secret-0123456789abcdef',
    jwtExpiresInSeconds: 3600,
    mfaEncryptionKey: null,
    agentLinkTtlDays: 14,
    costRequestAnswerHours: 48,
    costRequestReminderHours: 24,
    costRequestReminderScanMs: 0,
    operationOverdueScanMs: 0,
    rateExpiryScanMs: 0,
    smtp: {
      host: '127.0.0.1',
      port: 1,
      secure: false,
      user: null,
      password: null,
      from: 'Freight Portal <no-reply@freight.test>',
    },
    mailRetryBaseDelayMs: 1000,
    stompHeartbeatMs: 10000,
    minMarginPercent: 10,
    portalInstantWaitMs: 2600,
    publicUrl: 'http://localhost',
    officialWebsiteUrl: 'https://www.example.com',
    defaultLanguage: 'es',
    enabledModules: [...APP_MODULES],
    admin: null,
    serveWeb: false,
    webDistDir: '',
    bodyLimit: '1mb',
    logLevel: 'silent',
    queryLogFile: null,
    login: {
      maxFailuresPerUser: 10,
      maxFailuresPerIp: 1000,
      windowSeconds: 900,
      maxFailuresPerUsername: 20,
      usernameDelayBaseSeconds: 2,
      usernameDelayMaxSeconds: 300,
    },
    timeouts: DEFAULT_TIMEOUTS,
    watchdog: null,
    testHooks: false,
  };
}

/**
 * The code's document and metadata module, built offline: the sources are read for the answers and
 * error codes, and the app's module graph is built in preview mode (no provider runs: no database, no Redis).
 */
export async function buildDocumentFromCode(): Promise<{ document: OpenAPIObject; metadataSource: string }> {
  const metadata = generateOpenApiMetadata(resolve(API_DIR, 'tsconfig.build.json'));
  const app = await NestFactory.create(AppModule.forRoot(offlineConfig()), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    const document = buildOpenApiDocument(app, metadata, true);
    const metadataSource = metadataModuleSource(
      metadata,
      resolve(API_DIR, 'src/openapi/metadata-generator.ts'),
      METADATA_PATH,
    );
    return { document, metadataSource };
  } finally {
    await app.close();
  }
}

/** The committed document's text: stable key order as built, two-space indent, final newline. */
export function documentText(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
