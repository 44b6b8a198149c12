import type { NextFunction, Request, Response } from 'express';

/** The API's route prefixes (spec section 7); the SPA's files and /health stay cacheable. */
export const API_PREFIXES = ['/auth', '/app', '/analytics', '/operations', '/support'];

export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
