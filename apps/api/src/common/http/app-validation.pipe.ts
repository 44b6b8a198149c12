import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { validationException } from '../errors/validation.js';

/**
 * The global ValidationPipe (whitelist, unknown fields refused, DTO classes instantiated), plus one
 * rule for `null`: sent for an optional field it means "absent", on every route alike (class-validator's
 * @IsOptional lets null through to the services, where it reached NOT NULL columns as a 500). A
 * required field sent as null is already refused by its validators. Free-form JSON (a draft's form
 * values) is a plain object, not a DTO, and is kept exactly as sent.
 * And one rule for lists: no DTO holds a list of lists, yet class-validator lets `[[]]` through where a
 * list of objects is expected (it validates nested arrays element by element), so such an element is
 * refused here rather than reaching a service as an array in place of an object.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory: validationException });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    const lists = listsInLists(result);
    if (lists.length > 0)
      throw new AppError('VALIDATION_FAILED', { fields: lists.map((field) => ({ field, rules: ['isObject'] })) });
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

/** Paths of list elements that are lists themselves, inside DTO instances (free-form plain objects are left alone). */
function listsInLists(instance: unknown, path = ''): string[] {
  if (!instance || typeof instance !== 'object' || Array.isArray(instance)) return [];
  if (Object.getPrototypeOf(instance) === Object.prototype) return [];
  return Object.entries(instance as Record<string, unknown>).flatMap(([key, value]) => {
    const field = path ? `${path}.${key}` : key;
    if (!Array.isArray(value)) return listsInLists(value, field);
    return value.flatMap((item, i) => (Array.isArray(item) ? [`${field}.${i}`] : listsInLists(item, `${field}.${i}`)));
  });
}
