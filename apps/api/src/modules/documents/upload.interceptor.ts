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
import type { Request, Response } from 'express';
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

// What a multipart body carries besides the file: boundaries, part headers and the few form fields.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
// After a too-large answer the rest of the body is read and dropped for at most this long, then the
// connection is cut: time for the client to read the answer, never time to receive gigabytes.
const LINGER_MS = 2000;

/**
 * True when the body is too large: declared so (refused before any of it is read), or cut off by
 * multer at the limit. The answer is then followed by a lingering close: Node would end the
 * connection as soon as the answer is written, while the client is still sending, and the reset
 * that follows can make the client's system drop the answer unread (seen with a 100 MB upload).
 * So the connection is kept for the answer, then half-closed, the rest dropped for LINGER_MS, and cut.
 */
function tooLargeUpload(context: ExecutionContext, maxFileBytes: number, error?: unknown): boolean {
  const http = context.switchToHttp();
  const req = http.getRequest<Request>();
  const declared = Number(req.headers['content-length']);
  const tooLarge =
    error instanceof PayloadTooLargeException ||
    (Number.isFinite(declared) && declared > maxFileBytes + MULTIPART_OVERHEAD_BYTES);
  if (!tooLarge) return false;
  const res = http.getResponse<Response>();
  res.shouldKeepAlive = true;
  res.once('finish', () => {
    if (req.complete) return;
    req.socket.end();
    const cut = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    req.socket.once('close', () => clearTimeout(cut));
  });
  return true;
}

/**
 * Reads the multipart field `file` and turns multer's failures into the API's stable codes: an
 * oversize file is FILE_TOO_LARGE (413), any other broken multipart body MALFORMED_REQUEST, never a 500.
 * Runs after the access guard, so nobody unauthorised gets a file parsed.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterSingleFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (tooLargeUpload(context, MAX_UPLOAD_BYTES)) throw new AppError('FILE_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      tooLargeUpload(context, MAX_UPLOAD_BYTES, error);
      throw toUploadError(error);
    }
  }
}

export function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PayloadTooLargeException) return new AppError('FILE_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
  return new AppError('MALFORMED_REQUEST');
}

// An import's file is read whole into rows: it has a smaller limit of its own, where multer stops
// receiving it, before any parsing.
const MulterImportFile = FileInterceptor('file', {
  limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  defParamCharset: 'utf8',
});

/** The import routes' file: over IMPORT_LIMITS.fileBytes it is IMPORT_TOO_LARGE naming that limit. */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterImportFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const tooLarge = () => new AppError('IMPORT_TOO_LARGE', { limit: 'fileBytes', max: IMPORT_LIMITS.fileBytes });
    if (tooLargeUpload(context, IMPORT_LIMITS.fileBytes)) throw tooLarge();
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (tooLargeUpload(context, IMPORT_LIMITS.fileBytes, error)) throw tooLarge();
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
