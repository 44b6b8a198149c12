import { ParseUUIDPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

/** A malformed id names no record: answer as for an unknown one (404), not 400. The one such pipe. */
export const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND') });
