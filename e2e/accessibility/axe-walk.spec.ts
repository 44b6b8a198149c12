import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '../../prisma/seed/demo-accounts';
import { linkPath, ROUTE_TABLE, routeAllows } from '../../apps/web/src/lib/route-table';
import { requestAgentLink } from '../agent-costs/agent-link';
import type { DemoAccount } from '../fixtures/accounts';
import {
  axeFindings,
  navigateInApp,
  printWalkTotal,
  reportWalk,
  settled,
  structureFindings,
  useLanguageAndScheme,
  type AxeFinding,
  type Language,
  type Scheme,
} from '../fixtures/axe';
import { translation } from '../fixtures/locales';
import { requireMailSink } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 47: axe (WCAG 2.0/2.1/2.2 A and AA), 0 serious and 0 critical findings, moderate ones printed
 * for review. Every role's walk of every screen it can open, in es, runs inside route access's walk
 * (e2e/shell/route-access.spec.ts), which already opens each of them in one signed-in page: admin in
 * the light scheme, the other roles in the dark default. Here: the samples in the other languages
 * (longer words, other wrapping), the signed-out pages and the agent page, in both schemes.
 */

type Walk = { account: DemoAccount; language: Language; scheme: Scheme; only: readonly string[] };

const WALKS: readonly Walk[] = [
  { account: 'comercial', language: 'en', scheme: 'light', only: ['home', 'myQuotations', 'finalize', 'settings'] },
  { account: 'cliente2', language: 'pt', scheme: 'light', only: ['home', 'clientQuotation', 'settings'] },
];

function permissionsOf(account: DemoAccount) {
  const seeded = SEEDED_ACCOUNTS.find((candidate) => candidate.username === account);
  if (!seeded) throw new Error(`${account} is not a seeded demo account`);
  return seeded.permissions;
}

/** The signed-in routes of the table this account may open, of the walk's sample. */
function routesOf(walk: Walk) {
  return ROUTE_TABLE.filter(
    (route) =>
      route.access === 'private' && routeAllows(route, permissionsOf(walk.account)) && walk.only.includes(route.id),
  );
}

test.describe('axe in the other languages, signed out and on the agent page', () => {
  // Read-only walks: they share the two workers.
  // A ceiling, not a wait: a loaded two-core machine took up to 100 s for a walk of four screens.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  test.afterAll(() => printWalkTotal('axe-walk'));

  for (const walk of WALKS) {
    test.describe(`${walk.account} in ${walk.language}`, () => {
      test.use({ signedInAs: walk.account });

      test(`${walk.account} walks a sample of its screens (${walk.language}, ${walk.scheme})`, async ({
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
        await reportWalk(testInfo, `${walk.account} (${walk.language}, ${walk.scheme})`, states, started, found);
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
    await reportWalk(testInfo, 'signed out', states, started, found);
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
    await reportWalk(testInfo, 'agent cost page', states, started, found);
  });
});
