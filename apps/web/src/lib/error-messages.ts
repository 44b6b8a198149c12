import { ERROR_CODES, type Language } from '@freight/shared';

type Catalogue = Record<string, Record<Language, string>>;

/** The `errors` namespace of one language: the API's messages, then errors.json's browser-only ones. */
export function errorsNamespace(
  catalogue: Catalogue,
  language: Language,
  browserOnly: Record<string, unknown> = {},
): Record<string, unknown> {
  const fromApi = Object.fromEntries(ERROR_CODES.map((code) => [code, catalogue[code][language]]));
  return { ...fromApi, ...browserOnly };
}

/**
 * The API's error messages come from packages/shared (one catalogue for server and browser, so a new
 * code is translated once). In three languages it is a large object, so it is a chunk of its own,
 * fetched right after start instead of being part of sign-in's first JavaScript.
 */
export async function loadErrorCatalogue(): Promise<Catalogue> {
  return (await import('@freight/shared/error-messages')).ERROR_MESSAGES;
}
