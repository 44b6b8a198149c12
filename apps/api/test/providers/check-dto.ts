import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

function failedFields(e: ValidationError): string[] {
  const own = e.constraints ? [e.property] : [];
  return [...own, ...(e.children ?? []).flatMap((child) => failedFields(child).map((f) => `${e.property}.${f}`))];
}

/** The same transforms and rules the global ValidationPipe applies, without an app. */
export function checkDto<T extends object>(cls: new () => T, plain: object): { value: T; fields: string[] } {
  const value = plainToInstance(cls, plain);
  return { value, fields: validateSync(value, { whitelist: true, forbidNonWhitelisted: true }).flatMap(failedFields) };
}
