import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { createRequire } from 'node:module';

type Ctor = { new (): object; prototype: object };
type ValidationMetadata = {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
};
// class-transformer keeps @Type() targets in a storage it exports only from its CommonJS build (the one Node loads).
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: Ctor, property: string): { typeFunction: () => unknown } | undefined;
  };
};
type Schema = Record<string, unknown>;

const documented = new WeakSet<object>();

/**
 * Describes every class-validator DTO to @nestjs/swagger from the validators themselves (what the CLI
 * plugin's class-validator shim does at build time): the same rules that refuse a request document it,
 * so a new DTO in packages/shared is documented the day it is written, with its enums, limits and defaults.
 */
export function documentValidatedClasses(): void {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Ctor, ValidationMetadata[]> };
  for (const target of storage.validationMetadatas.keys()) {
    if (typeof target === 'function') documentClass(target);
  }
}

function documentClass(target: Ctor): void {
  if (documented.has(target)) return;
  documented.add(target);
  const all = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false) as ValidationMetadata[];
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const m of all) byProperty.set(m.propertyName, [...(byProperty.get(m.propertyName) ?? []), m]);
  let defaults: Record<string, unknown> = {};
  try {
    defaults = new target() as Record<string, unknown>;
  } catch {
    // A DTO whose constructor needs arguments documents no defaults.
  }
  for (const [property, rules] of byProperty) {
    const options = propertyOptions(target, property, rules, defaults[property]);
    ApiProperty(options)(target.prototype, property);
  }
}

function constraint(rules: ValidationMetadata[], name: string, each?: boolean): unknown[] | undefined {
  const rule = rules.find((r) => r.name === name && (each === undefined || Boolean(r.each) === each));
  return rule ? (rule.constraints ?? []) : undefined;
}

/** One value's schema from the rules that apply to it (the property itself, or each item of a list). */
function valueSchema(rules: ValidationMetadata[], each: boolean, designType: unknown): Schema {
  const c = (name: string) => constraint(rules, name, each);
  const s: Schema = {};
  const isIn = c('isIn') ?? c('isEnum');
  if (isIn) {
    const values = (Array.isArray(isIn[0]) ? isIn[0] : Object.values(isIn[0] as object)) as unknown[];
    s.enum = [...values];
    s.type = typeof values[0] === 'number' ? 'number' : 'string';
  }
  if (c('isInt')) s.type = 'integer';
  else if (c('isNumber') || c('isPositive')) s.type = 'number';
  if (c('isBoolean')) s.type = 'boolean';
  if (
    c('isString') ||
    c('isUuid') ||
    c('isEmail') ||
    c('matches') ||
    c('isTimeZone') ||
    c('isDateString') ||
    c('isIso8601') ||
    c('isCalendarDate') ||
    c('isCalendarDateTime')
  )
    s.type = 'string';
  if (c('isObject')) s.type = 'object';
  if (c('isUuid')) s.format = 'uuid';
  if (c('isEmail')) s.format = 'email';
  if (c('isDateString') || c('isIso8601') || c('isCalendarDateTime')) s.format = 'date-time';
  if (c('isCalendarDate')) s.format = 'date';
  if (c('isTimeZone')) s.description = 'An IANA time zone, e.g. America/Montevideo';
  const matches = c('matches');
  if (matches && matches[0] instanceof RegExp) s.pattern = matches[0].source;
  const min = c('min');
  if (min) s.minimum = min[0];
  const max = c('max');
  if (max) s.maximum = max[0];
  if (c('isPositive')) Object.assign(s, { minimum: 0, exclusiveMinimum: true });
  const minLength = c('minLength') ?? (c('isNotEmpty') && s.type === 'string' ? [1] : undefined);
  if (minLength) s.minLength = minLength[0];
  const maxLength = c('maxLength');
  if (maxLength) s.maxLength = maxLength[0];
  const length = c('isLength');
  if (length) {
    if (typeof length[0] === 'number') s.minLength = length[0];
    if (typeof length[1] === 'number') s.maxLength = length[1];
  }
  if (!s.type) {
    if (designType === Number) s.type = 'number';
    else if (designType === Boolean) s.type = 'boolean';
    else if (designType === String) s.type = 'string';
    else s.type = 'object';
  }
  return s;
}

function propertyOptions(
  target: Ctor,
  property: string,
  rules: ValidationMetadata[],
  defaultValue: unknown,
): ApiPropertyOptions {
  const designType: unknown = Reflect.getMetadata('design:type', target.prototype, property);
  const optional = rules.some(
    (r) => r.name === 'isOptional' || (r.type === 'conditionalValidation' && r.name !== 'isDefined'),
  );
  const nested = rules.some((r) => r.type === 'nestedValidation');
  const isArray =
    Boolean(constraint(rules, 'isArray')) ||
    designType === Array ||
    rules.some((r) => r.each && r.name !== 'isOptional');
  const nestedType = defaultMetadataStorage.findTypeMetadata(target, property)?.typeFunction();
  const hasDefault = defaultValue !== undefined && (typeof defaultValue !== 'object' || defaultValue === null);
  // A property with a default may be left out: the DTO fills it in.
  const options: Schema = { required: !optional && !hasDefault };
  if (hasDefault) options.default = defaultValue;

  if (nested && typeof nestedType === 'function' && nestedType !== Object) {
    documentClass(nestedType as Ctor);
    options.type = nestedType;
  } else if (isArray) {
    Object.assign(options, { type: 'array', items: valueSchema(rules, true, undefined) });
  } else {
    Object.assign(options, valueSchema(rules, false, designType));
  }
  if (isArray) {
    if (options.type !== 'array') options.isArray = true;
    const minItems = constraint(rules, 'arrayMinSize') ?? (constraint(rules, 'arrayNotEmpty') ? [1] : undefined);
    if (minItems) options.minItems = minItems[0];
    const maxItems = constraint(rules, 'arrayMaxSize');
    if (maxItems) options.maxItems = maxItems[0];
    if (constraint(rules, 'arrayUnique')) options.uniqueItems = true;
  }
  return options;
}
