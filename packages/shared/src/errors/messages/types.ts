import type { Language } from '../../config/modules.js';
import type { ErrorCode } from '../codes.js';

/** One domain's part of the catalogue: codes it names must exist, each in every language. */
export type ErrorMessages = Partial<Record<ErrorCode, Record<Language, string>>>;

/** `true` when no code is in two parts (a spread would keep the later one silently), else names the codes. */
export type Disjoint<Parts extends readonly object[], Seen = never> = Parts extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? [keyof Head & Seen] extends [never]
    ? Disjoint<Rest, Seen | keyof Head>
    : { inTwoParts: keyof Head & Seen }
  : true;
