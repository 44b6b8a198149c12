import { ERROR_CODES, ERROR_MESSAGES, type Language } from '@freight/shared';

/**
 * The `errors` namespace: the API's error messages come from packages/shared (one catalogue for
 * server and browser, so a new code is translated once); errors.json adds the browser-only ones.
 */
export function errorsNamespace(language: Language, browserOnly: Record<string, unknown> = {}): Record<string, unknown> {
  const fromApi = Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_MESSAGES[code][language]]));
  return { ...fromApi, ...browserOnly };
}
