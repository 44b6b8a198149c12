import {
  COMMODITY_TYPES,
  INBOUND_MAIL_DECISIONS,
  INBOUND_MAIL_KINDS,
  KNOWN_USER_ROLES,
  LANGUAGES,
  NOT_APPROVED_REASONS,
  NOTE_VISIBILITIES,
  QUOTATION_EVENT_KINDS,
  QUOTATION_STATUSES,
  SERVICES,
  STACKABLE_VALUES,
  TRANSPORT_MODES,
  userRoleKey,
} from '@freight/shared';
import { describe, expect, it } from 'vitest';

type Json = { [key: string]: Json | string };
const files = import.meta.glob<{ default: Json }>('./*/*.json', { eager: true });

function lookup(language: string, key: string): string | undefined {
  const [namespace, path] = key.split(':');
  let node: Json | string | undefined = files[`./${language}/${namespace}.json`]?.default;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every code of packages/shared that a screen shows, with the key it is shown through. */
const LABELLED: [string, readonly string[]][] = [
  ['quotations:statuses', QUOTATION_STATUSES],
  ['quotations:services', SERVICES],
  ['quotations:modes', TRANSPORT_MODES],
  ['quotations:events.kinds', QUOTATION_EVENT_KINDS],
  ['quotations:notes.visibilities', NOTE_VISIBILITIES],
  ['quotations:detail.values.commodity', COMMODITY_TYPES],
  ['quotations:detail.values.stackable', STACKABLE_VALUES],
  ['quotationForm:notes.visibilities', NOTE_VISIBILITIES],
  ['quotationForm:services', SERVICES],
  ['pricing:decline.reasons', NOT_APPROVED_REASONS],
  ['pricing:mails.kinds', INBOUND_MAIL_KINDS],
  ['pricing:mails.decision', INBOUND_MAIL_DECISIONS],
  ['users:roleNames', KNOWN_USER_ROLES.map((r) => userRoleKey(r) ?? r)],
];

describe('codes shown on screen have words in every language', () => {
  it.each([...LANGUAGES])('%s labels every status, service, mode, event kind, visibility and role', (language) => {
    const missing = LABELLED.flatMap(([prefix, codes]) =>
      codes.filter((code) => !lookup(language, `${prefix}.${code}`)).map((code) => `${prefix}.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('a label is never the raw code itself (except where the word is the code, e.g. Express)', () => {
    const sameAsCode = LANGUAGES.flatMap((language) =>
      LABELLED.flatMap(([prefix, codes]) =>
        codes
          .filter((code) => code.length > 3 && code !== 'EXPRESS' && lookup(language, `${prefix}.${code}`) === code)
          .map((code) => `${language} ${prefix}.${code}`),
      ),
    );
    expect(sameAsCode).toEqual([]);
  });

  it('reads typed role names in words and leaves unknown ones as typed', () => {
    expect(userRoleKey('commercial manager')).toBe('commercial_manager');
    expect(userRoleKey(' Pricing Analyst ')).toBe('pricing_analyst');
    expect(userRoleKey('Jefe de depósito')).toBeNull();
    expect(userRoleKey(null)).toBeNull();
  });
});
