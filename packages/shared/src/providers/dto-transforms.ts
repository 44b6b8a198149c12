// class-transformer helpers shared by the administration DTOs (providers, charge codes, standard notes).

/** Query strings carry booleans as text; anything else is left for @IsBoolean to refuse. */
export const toBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Surrounding blanks never matter, and a value of only blanks must fail @IsNotEmpty. */
export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Codes are compared and stored upper-case so "oft" and "OFT" are one code. */
export const trimUpper = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** E-mail addresses compare case-insensitively in practice; store them one way. */
export const trimLower = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export const upperEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)) : value;

/** Optional free text: blank means none. */
export const blankToNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};
