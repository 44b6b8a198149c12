import type { Locator, Page } from '@playwright/test';
import { axeFindings, describeFinding, isBlocking, type AxeFinding } from '../fixtures/axe';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 47: a server-searched filter says searching, no results or the search's failure under the
 * field (its description, announced as a status), never as an open list without options (axe:
 * aria-required-children, critical). Checked with axe in each state, on the quotation list's client
 * filter and on the operations list's origin filter (a location search in the "more filters" drawer).
 */

/** The field's input, its search's API path, a text with results and a length the API refuses. */
type Picker = { input: Locator; path: string; found: string; tooLong: number };

/** Walks the picker through searching, results, no results and a refused search; axe in each. */
async function walkStates(page: Page, where: string, { input, path, found, tooLong }: Picker) {
  const language = await pageLanguage(page);
  const searching = translation(language, 'common', 'pickers.searching');
  const noResults = translation(language, 'common', 'pickers.noResults');
  const findings: AxeFinding[] = [];
  const search = (url: URL) => url.pathname === path;

  // The real answer, held until the searching state is checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(search, async (route) => {
    await held;
    await route.continue();
  });
  await input.fill(found);
  await expect(input).toHaveAccessibleDescription(searching, PAGE_LOAD);
  findings.push(...(await axeFindings(page, `${where}: searching`)));
  release();
  await expect(page.getByRole('option').first()).toBeVisible(PAGE_LOAD);
  await expect(input).toHaveAccessibleDescription('');
  findings.push(...(await axeFindings(page, `${where}: results`)));
  await page.unroute(search);

  await input.fill('qqzzxxqq');
  await expect(input).toHaveAccessibleDescription(noResults, PAGE_LOAD);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  findings.push(...(await axeFindings(page, `${where}: no results`)));

  // Longer than the API takes: it refuses the search (400), and the field says why.
  const refused = page.waitForResponse((r) => search(new URL(r.url())));
  await input.fill('q'.repeat(tooLong));
  expect((await refused).status()).toBe(400);
  await expect(input).not.toHaveAccessibleDescription(searching, PAGE_LOAD);
  await expect(input).toHaveAccessibleDescription(/\S/);
  await expect(input).not.toHaveAccessibleDescription(noResults);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  findings.push(...(await axeFindings(page, `${where}: failed`)));

  expect(findings.filter(isBlocking).map(describeFinding)).toEqual([]);
}

type Screen = Omit<Picker, 'input'> & {
  account: 'comercial' | 'operativo';
  screen: string;
  /** The control that shows the filter, when it is not in the bar. */
  more?: string;
  /** The picker's input on the screen. */
  input: (page: Page) => Locator;
};

const SCREENS: Record<string, Screen> = {
  'the client filter of the quotation list': {
    account: 'comercial',
    screen: '/mis-cotizaciones',
    input: (page) => page.getByTestId('quotations-filter-client'),
    path: '/app/v1/clients/lookup',
    found: 'Frigor',
    tooLong: 101,
  },
  'the origin filter of the operations list': {
    account: 'operativo',
    screen: '/operativa/general',
    more: 'filters-more',
    input: (page) => page.getByTestId('operations-filter-origins').locator('input:not([type=hidden])').first(),
    path: '/app/v1/locations',
    found: 'Shanghai',
    tooLong: 61,
  },
};

for (const [title, { account, screen, more, input, ...picker }] of Object.entries(SCREENS)) {
  test.describe(title, () => {
    test.use({ signedInAs: account });
    // A ceiling, not a wait: four axe runs over a full list screen, beside other walks on a shared machine
    // (20-30 s alone; over the default minute beside the axe walks).
    test.describe.configure({ timeout: 120_000 });

    test('says searching, no results and a failure as a status, with no empty list', async ({ page }) => {
      await page.goto(screen);
      if (more) await page.getByTestId(more).click();
      await expect(input(page)).toBeVisible(PAGE_LOAD);
      await walkStates(page, title, { input: input(page), ...picker });
    });
  });
}
