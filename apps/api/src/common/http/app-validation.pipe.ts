import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { validationException } from '../errors/validation.js';

/**
 * The global ValidationPipe (whitelist, unknown fields refused, DTO classes instantiated), plus one
 * rule for `null`: sent for an optional field it means "absent", on every route alike (class-validator's
 * @IsOptional lets null through to the services, where it reached NOT NULL columns as a 500). A
 * required field sent as null is already refused by its validators. Free-form JSON (a draft's form
 * values) is a plain object, not a DTO, and is kept exactly as sent.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory: validationException });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    dropClientNulls(result, value);
    return result;
  }
}

function dropClientNulls(instance: unknown, plain: unknown): void {
  if (!instance || typeof instance !== 'object' || !plain || typeof plain !== 'object') return;
  if (Array.isArray(instance)) {
    instance.forEach((item, i) => dropClientNulls(item, (plain as unknown[])[i]));
    return;
  }
  if (Object.getPrototypeOf(instance) === Object.prototype) return;
  const target = instance as Record<string, unknown>;
  const sent = plain as Record<string, unknown>;
  for (const key of Object.keys(target)) {
    // Only a null the client sent: a transform may turn blank text into null on purpose.
    if (target[key] === null && sent[key] === null) delete target[key];
    else dropClientNulls(target[key], sent[key]);
  }
}
