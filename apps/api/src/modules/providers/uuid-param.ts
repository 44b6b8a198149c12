import { ParseUUIDPipe } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';

/** A malformed id names no record: answer as for an unknown one (404), not 400. */
export const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND') });
