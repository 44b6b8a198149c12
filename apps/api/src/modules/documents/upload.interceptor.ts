import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { IMPORT_LIMITS, MAX_UPLOAD_BYTES } from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';

/** The part of multer's file object the documents module reads (memory storage). */
export type UploadedFileData = { originalname: string; size: number; buffer: Buffer };

// No `dest` or `storage`: multer keeps the file in memory. One byte over the limit is let through
// so the size check names the file too large itself; anything bigger is cut off by multer.
const MulterSingleFile = FileInterceptor('file', {
  limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  // Browsers send UTF-8 file names; busboy would otherwise read them as Latin-1.
  defParamCharset: 'utf8',
});

/**
 * Reads the multipart field `file` and turns multer's failures into the API's stable codes: an
 * oversize file is FILE_TOO_LARGE (413), any other broken multipart body MALFORMED_REQUEST, never a 500.
 * Runs after the access guard, so nobody unauthorised gets a file parsed.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterSingleFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw toUploadError(error);
    }
  }
}

export function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PayloadTooLargeException) return new AppError('FILE_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
  return new AppError('MALFORMED_REQUEST');
}

// An import's file is read whole into rows: it has a smaller limit of its own, and multer stops
// receiving it there (the rest of the body is discarded unread), before any parsing.
const MulterImportFile = FileInterceptor('file', {
  limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  defParamCharset: 'utf8',
});

/** The import routes' file: over IMPORT_LIMITS.fileBytes it is IMPORT_TOO_LARGE naming that limit. */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterImportFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw new AppError('IMPORT_TOO_LARGE', { limit: 'fileBytes', max: IMPORT_LIMITS.fileBytes });
      throw toUploadError(error);
    }
  }
}

/** A route that receives one file in the multipart field `file` (plus the UploadDocumentDto fields). */
export const AcceptsUpload = () =>
  applyDecorators(
    UseInterceptors(DocumentUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary' },
          safetyDataSheet: { type: 'boolean' },
          documentTypeId: { type: 'string', format: 'uuid' },
        },
      },
    }),
  );

/** An import route's one file (multipart field `file`), under the imports' own size limit. */
export const AcceptsImport = () =>
  applyDecorators(
    UseInterceptors(ImportUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    }),
  );
