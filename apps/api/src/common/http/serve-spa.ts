import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths the API owns; everything else under GET falls back to the SPA's index (history routing). */
const API_PATHS =
  /^\/(auth|app|analytics|operations|support|ws)\/v\d+(\/|$)|^\/(health|metrics|docs|openapi\.json)(\/|$)/;

export function defaultWebDistDir(): string {
  // apps/api/{src,dist}/common/http -> apps/web/dist
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../web/dist');
}

export function serveSpa(app: NestExpressApplication, dir: string): void {
  const root = dir || defaultWebDistDir();
  const index = join(root, 'index.html');
  if (!existsSync(index))
    throw new Error(`SERVE_WEB is on but ${index} does not exist: build the web app first (npm run build)`);
  // Hashed assets can be cached for long; index.html must always be revalidated.
  app.use('/assets', express.static(join(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(root, { index: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATHS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
