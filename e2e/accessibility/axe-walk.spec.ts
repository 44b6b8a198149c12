import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '../../prisma/seed/demo-accounts';
import { linkPath, ROUTE_TABLE, routeAllows } from '../../apps/web/src/lib/route-table';
import { requestAgentLink } from '../agent-costs/agent-link';
import type { DemoAccount } from '../fixtures/accounts';
import { axeFindings, describeFinding, isBlocking, navigateInApp, settled, type AxeFinding } from '../fixtures/axe';
import { translation } from '../fixtures/locales';
import { requireMailSink } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 47: axe (WCAG 2.0/2.1/2.2 A and AA) on every route of the spec's table, for every role that
 * can open it, each role walking its screens in ONE signed-in page (client-side navigation, no reload).
 * Admin walks in the light scheme and the other roles in the dark default: every screen is checked in
 * both (every route admin opens, some other role opens too). 0 serious and 0 critical findings;
 * moderate ones are printed for review.
 */

type Language = 'es' | 'en' | 'pt';
type Scheme = 'dark' | 'light';
type Walk = {
  account: DemoAccount;
  language: Language;
  scheme: Scheme;
  only?: readonly string[];
  /** Half of the account's routes (1 or 2): admin's 37 screens are two walks the two workers share. */
  half?: 1 | 2;
  /** Walked by every `npm test`; the other walks only with A11Y_WALK=full (see below). */
  everyRun?: boolean;
};

/**
 * The whole walk (113 states) costs about 3.5 s a state, some 3.5 minutes of a CI run that has none to
 * spare: every run walks admin's screens (all but the client portal's) in the light scheme, the
 * portal in es in the dark one and in pt in the light one, the en sample, and the signed-out pages and
 * the agent page in both schemes; `A11Y_WALK=full npx playwright test e2e/accessibility` adds every other role's walk.
 */
const FULL_WALK = process.env.A11Y_WALK === 'full';

const WALKS: readonly Walk[] = [
  { account: 'admin', language: 'es', scheme: 'light', half: 1, everyRun: true },
  { account: 'admin', language: 'es', scheme: 'light', half: 2, everyRun: true },
  { account: 'comercial', language: 'es', scheme: 'dark' },
  { account: 'gerente', language: 'es', scheme: 'dark' },
  { account: 'pricing', language: 'es', scheme: 'dark' },
  { account: 'operativo', language: 'es', scheme: 'dark' },
  { account: 'administrativo', language: 'es', scheme: 'dark' },
  { account: 'analista', language: 'es', scheme: 'dark' },
  { account: 'soporte', language: 'es', scheme: 'dark' },
  { account: 'cliente', language: 'es', scheme: 'dark', everyRun: true },
  { account: 'invitado', language: 'es', scheme: 'dark' },
  // The samples in the other languages (longer words, other wrapping).
  {
    account: 'comercial',
    language: 'en',
    scheme: 'light',
    only: ['home', 'myQuotations', 'finalize', 'settings'],
    everyRun: true,
  },
  {
    account: 'cliente2',
    language: 'pt',
    scheme: 'light',
    only: ['home', 'clientQuotation', 'settings'],
    everyRun: true,
  },
];

function permissionsOf(account: DemoAccount) {
  const seeded = SEEDED_ACCOUNTS.find((candidate) => candidate.username === account);
  if (!seeded) throw new Error(`${account} is not a seeded demo account`);
  return seeded.permissions;
}

/** The signed-in routes of the table this account may open. */
function routesOf(walk: Walk) {
  const routes = ROUTE_TABLE.filter(
    (route) =>
      route.access === 'private' &&
      routeAllows(route, permissionsOf(walk.account)) &&
      (!walk.only || walk.only.includes(route.id)),
  );
  if (!walk.half) return routes;
  const middle = Math.ceil(routes.length / 2);
  return walk.half === 1 ? routes.slice(0, middle) : routes.slice(middle);
}

/** Shows the app in `language` and `scheme` without saving either on the shared demo account. */
async function useLanguageAndScheme(page: Page, language: Language, scheme: Scheme): Promise<void> {
  await page.addInitScript(
    ([lang, colours]) => {
      window.localStorage.setItem('language', lang);
      window.localStorage.setItem('color-scheme', colours);
    },
    [language, scheme],
  );
  await page.route('**/auth/v1/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, language } });
  });
}

/** Landmarks and headings (issue 47): one main region and exactly one h1 on every screen. */
async function structureFindings(page: Page, where: string): Promise<AxeFinding[]> {
  const [mains, h1s] = await Promise.all([page.locator('main').count(), page.locator('h1').count()]);
  const found: AxeFinding[] = [];
  if (mains !== 1) found.push({ where, id: 'one-main-landmark', impact: 'serious', targets: `${mains} main` });
  if (h1s !== 1) found.push({ where, id: 'one-h1', impact: 'serious', targets: `${h1s} h1` });
  return found;
}

async function report(testInfo: TestInfo, label: string, states: number, started: number, found: AxeFinding[]) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const moderate = found.filter((finding) => !isBlocking(finding));
  console.log(`[axe] ${label}: ${states} pages and states checked in ${seconds} s`);
  for (const finding of moderate) console.log(`[axe]   (not blocking) ${describeFinding(finding)}`);
  await testInfo.attach('axe-states', { body: JSON.stringify({ label, states, seconds, found }, null, 2) });
  expect(found.filter(isBlocking).map(describeFinding)).toEqual([]);
}

test.describe('axe on every screen of every role', () => {
  // Read-only walks: they share the two workers.
  // A ceiling, not a wait: admin's walk (every screen) took about 40 s on an idle two-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  // Walks left out are not declared at all: the summary counts a skipped test as failed.
  for (const walk of WALKS.filter((w) => w.everyRun || FULL_WALK)) {
    const part = walk.half ? `, part ${walk.half} of 2` : '';
    test.describe(`${walk.account} in ${walk.language}${part}`, () => {
      test.use({ signedInAs: walk.account });

      test(`${walk.account} walks every screen it can open (${walk.language}, ${walk.scheme}${part})`, async ({
        page,
      }, testInfo) => {
        const started = Date.now();
        const found: AxeFinding[] = [];
        let states = 0;
        await useLanguageAndScheme(page, walk.language, walk.scheme);
        await page.goto('/home');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', walk.scheme);
        for (const route of routesOf(walk)) {
          const path = linkPath(route);
          await navigateInApp(page, path);
          const title = translation(walk.language, 'nav', `screens.${route.id}`);
          await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `), PAGE_LOAD);
          await expect(page.locator('html')).toHaveAttribute('lang', walk.language);
          await settled(page);
          const where = `${walk.account} ${walk.language} ${path}`;
          found.push(...(await axeFindings(page, where)), ...(await structureFindings(page, where)));
          states += 1;
        }
        await report(testInfo, `${walk.account} (${walk.language}, ${walk.scheme}${part})`, states, started, found);
      });
    });
  }

  test('signed out: sign-in, the third-party page and the not-found page, in both schemes', async ({
    page,
  }, testInfo) => {
    const started = Date.now();
    const found: AxeFinding[] = [];
    let states = 0;
    for (const scheme of ['dark', 'light'] as const) {
      await page.addInitScript((colours) => window.localStorage.setItem('color-scheme', colours), scheme);
      for (const path of ['/login', '/third-party', '/not-found', '/accesibilidad']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.locator('main')).toBeVisible(PAGE_LOAD);
        await settled(page);
        const where = `signed out ${scheme} ${path}`;
        found.push(...(await axeFindings(page, where)), ...(await structureFindings(page, where)));
        states += 1;
      }
    }
    await report(testInfo, 'signed out', states, started, found);
  });

  test('the agent cost page from its signed link, in both schemes', async ({ browser, request }, testInfo) => {
    requireMailSink();
    const link = await requestAgentLink(request, 'Axe walk goods');
    const started = Date.now();
    const found: AxeFinding[] = [];
    let states = 0;
    for (const scheme of ['dark', 'light'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((colours) => window.localStorage.setItem('color-scheme', colours), scheme);
      await page.goto(link.path);
      await expect(page.getByTestId('agent-cost-page')).toBeVisible(PAGE_LOAD);
      await expect(page.getByTestId('costs-form')).toBeVisible(PAGE_LOAD);
      await settled(page);
      found.push(...(await axeFindings(page, `agent ${scheme}`)));
      states += 1;
      await context.close();
    }
    await report(testInfo, 'agent cost page', states, started, found);
  });
});
