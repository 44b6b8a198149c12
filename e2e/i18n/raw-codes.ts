import type { Page } from '@playwright/test';
import {
  COMMODITY_TYPES,
  COST_DECLINE_REASONS,
  KNOWN_USER_ROLES,
  NOT_APPROVED_REASONS,
  NOTE_VISIBILITIES,
  PERMISSIONS,
  QUOTATION_EVENT_KINDS,
  QUOTATION_STATUSES,
  RULE_FILTER_CONDITIONS,
  RULE_FILTER_TYPES,
  SERVICES,
  STACKABLE_VALUES,
  TRANSPORT_MODES,
} from '@freight/shared';

type Language = 'es' | 'en' | 'pt';

/** Codes of packages/shared that must never reach a user as text (case-sensitive, whole words). */
const CODES = [
  ...QUOTATION_STATUSES,
  ...SERVICES,
  ...TRANSPORT_MODES,
  ...QUOTATION_EVENT_KINDS,
  ...NOTE_VISIBILITIES,
  ...PERMISSIONS,
  ...NOT_APPROVED_REASONS,
  ...COST_DECLINE_REASONS,
  // A rule's conditions (issue 36); AUTORATE is the product's own word for a rule that prices from rates.
  ...RULE_FILTER_CONDITIONS,
  ...RULE_FILTER_TYPES.filter((v) => v !== 'AUTORATE'),
  ...STACKABLE_VALUES.filter((v) => v !== 'NO'),
  ...COMMODITY_TYPES.filter((v) => v !== 'DG'),
  'PENDING_PUBLICATION',
  'PUBLISHED',
  'NOT_REQUESTED',
  'REJECTED',
  // "Express" is a word in every language; the code is upper case only.
].filter((code) => code.length > 2);

/** English texts that only a missing translation shows in Spanish or Portuguese. */
const ENGLISH_ONLY = [
  'Toggle password visibility',
  'Charge Codes',
  'charge code',
  ...KNOWN_USER_ROLES.filter((r) => r.includes(' ')),
];

export type Finding = { screen: string; kind: 'raw code' | 'untranslated key' | 'English text'; text: string };

/**
 * What the page shows that is not in the user's language: a known code as a word of visible
 * text (text as written, before CSS upper-casing), a text that is an i18next key ("ns:a.b" or
 * "a.b.c"), or one of the English-only texts. Visible text and the accessible names people hear
 * (aria-label, title, placeholder) are both read.
 */
export async function untranslated(page: Page, screen: string, language: Language): Promise<Finding[]> {
  const { texts, attributes } = await page.evaluate(() => {
    const visible = (el: Element | null) =>
      !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (visible(parent)) texts.push(text);
    }
    const attributes: string[] = [];
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) attributes.push(value);
      }
    }
    return { texts, attributes };
  });
  const findings: Finding[] = [];
  const codes = new Set(CODES);
  const keyLike = /^([a-zA-Z]+:[\w.-]+|[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+){1,})$/;
  for (const text of [...texts, ...attributes]) {
    for (const word of text.match(/[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*/g) ?? []) {
      if (codes.has(word)) findings.push({ screen, kind: 'raw code', text });
    }
    if (keyLike.test(text) && !/\.(pdf|xlsx|png|jpe?g|docx?|local|com|test|example)$/i.test(text))
      findings.push({ screen, kind: 'untranslated key', text });
    if (language !== 'en') {
      for (const english of ENGLISH_ONLY)
        if (text.includes(english)) findings.push({ screen, kind: 'English text', text });
    }
  }
  return findings;
}
