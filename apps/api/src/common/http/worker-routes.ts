import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.js';

/** What a worker process (PROCESS_ROLE=worker) answers on its port: its health and its metrics. */
const WORKER_PATHS = /^\/(health|metrics)(\/|$)/;

/** In a worker process, every other path is a 404: the API's routes are served by the API processes. */
export function workerRoutesOnly(req: Request, _res: Response, next: NextFunction): void {
  if (WORKER_PATHS.test(req.path)) return next();
  next(new AppError('NOT_FOUND'));
}
