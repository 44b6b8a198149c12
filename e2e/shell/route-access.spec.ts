import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '../../prisma/seed/demo-accounts';
import { linkPath, ROUTE_TABLE } from '../../apps/web/src/lib/route-table';
import { DEMO_PASSWORD, DEMO_ACCOUNTS, type DemoAccount } from '../fixtures/accounts';
import { pageLanguage } from '../fixtures/auth';
import {
  axeFindings,
  printWalkTotal,
  reportWalk,
  settled,
  structureFindings,
  useLanguageAndScheme,
  type AxeFinding,
  type Scheme,
} from '../fixtures/axe';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';

/**
 * Spec section 2's route table, written out here (optional parameters tried both ways).
 * `permission: null` is "any signed-in user"; `public` routes need no sign-in at all.
 * `screen` names the screen's title (`nav:screens.<screen>`), so a wrong match shows.
 */
type SpecRoute = {
  path: string;
  screen: string;
  permission: string | null;
  /** Other permissions that also open the route (any one of them). */
  alsoAllowed?: readonly string[];
  public?: true;
};

const ROUTES: readonly SpecRoute[] = [
  { path: '/home', screen: 'home', permission: null },
  { path: '/settings', screen: 'settings', permission: null },
  { path: '/general-dashboards', screen: 'generalDashboards', permission: 'ANALYTICS_QUOTATIONS' },
  { path: '/reports', screen: 'reports', permission: 'ANALYTICS_REPORTS' },
  { path: '/mis-cotizaciones', screen: 'myQuotations', permission: 'COMMERCIAL' },
  { path: '/mis-cotizaciones/COT-2025-0001', screen: 'myQuotations', permission: 'COMMERCIAL' },
  { path: '/mis-cotizaciones/historial', screen: 'myQuotationsHistory', permission: 'COMMERCIAL' },
  { path: '/finalizar', screen: 'finalize', permission: 'COMMERCIAL' },
  { path: '/asignadas', screen: 'assigned', permission: 'COMMERCIAL' },
  { path: '/cotizaciones-gerente', screen: 'managerQuotations', permission: 'COMMERCIAL_MANAGER' },
  { path: '/pricing/nuevas-solicitudes', screen: 'pricingNewRequests', permission: 'PRICING' },
  { path: '/pricing/en-proceso', screen: 'pricingInProgress', permission: 'PRICING' },
  { path: '/pricing/cotizaciones', screen: 'pricingQuotations', permission: 'PRICING' },
  { path: '/pricing/cotizador', screen: 'pricingQuoter', permission: 'PRICING' },
  { path: '/pricing/tarifas', screen: 'pricingRates', permission: 'PRICING' },
  { path: '/pricing/tarifas/42', screen: 'pricingRates', permission: 'PRICING' },
  // Issue 44: surcharges and the rate finder (commercials quote from it too).
  { path: '/pricing/recargos', screen: 'pricingSurcharges', permission: 'PRICING' },
  {
    path: '/pricing/buscador-tarifas',
    screen: 'pricingRateFinder',
    permission: 'PRICING',
    alsoAllowed: ['CREATE_QUOTATION'],
  },
  { path: '/pricing/reglas-cotizacion', screen: 'pricingRules', permission: 'PRICING_RULES' },
  { path: '/pricing/correos', screen: 'pricingMailTriage', permission: 'PRICING_INBOUND_MAIL' },
  { path: '/clients', screen: 'clients', permission: 'VIEW_CLIENT' },
  { path: '/clients/7', screen: 'clients', permission: 'VIEW_CLIENT' },
  { path: '/proveedores', screen: 'providers', permission: 'PRICING' },
  { path: '/charge-codes', screen: 'chargeCodes', permission: 'CREATE_CHARGE_CODE' },
  { path: '/document-types', screen: 'documentTypes', permission: null },
  { path: '/document-types/3', screen: 'documentTypes', permission: null },
  { path: '/note-types', screen: 'noteTypes', permission: null },
  { path: '/note-types/3', screen: 'noteTypes', permission: null },
  { path: '/usuarios', screen: 'users', permission: 'UPDATE_USER' },
  // Issue 18: the audit trail.
  { path: '/audit', screen: 'audit', permission: 'UPDATE_USER' },
  { path: '/operativa/general', screen: 'operationsGeneral', permission: 'OPERATIVE' },
  { path: '/operativa/general/OP-2025-0001', screen: 'operationsGeneral', permission: 'OPERATIVE' },
  { path: '/operativa/express', screen: 'expressOperations', permission: 'VIEW_SHIPMENT' },
  { path: '/operativa/express/en-proceso', screen: 'expressInProgress', permission: 'VIEW_SHIPMENT' },
  { path: '/operativa/express/finalizadas', screen: 'expressFinished', permission: 'VIEW_SHIPMENT' },
  { path: '/borradores', screen: 'drafts', permission: 'VIEW_QUOTATION' },
  { path: '/notas', screen: 'notes', permission: 'PRICING' },
  { path: '/support', screen: 'support', permission: 'SUPPORT_USER' },
  { path: '/support/12', screen: 'support', permission: 'SUPPORT_USER' },
  { path: '/client-quotation', screen: 'clientQuotation', permission: 'THIRD_PARTY_CLIENT' },
  { path: '/client-quotation/COT-2025-0001', screen: 'clientQuotation', permission: 'THIRD_PARTY_CLIENT' },
  // Issue 43: the client's own request form.
  { path: '/client-quotation/new', screen: 'clientQuotationRequest', permission: 'THIRD_PARTY_CLIENT' },
  { path: '/third-party', screen: 'thirdParty', permission: null, public: true },
  // The agent's link carries a JWT; the SPA only routes it, so any well-formed segment will do.
  {
    path: '/third-party/new-cost/eyJhbGciOiJIUzI1NiJ9.eyJxIjoiMSJ9.c2ln',
    screen: 'thirdPartyNewCost',
    permission: null,
    public: true,
  },
];

const PRIVATE_ROUTES = ROUTES.filter((route) => !route.public);
const PUBLIC_ROUTES = ROUTES.filter((route) => route.public);
const UNKNOWN_PATHS = ['/no-such-screen', '/pricing/no-such-screen', '/mis-cotizaciones/a/b/c', '/usuarios-old'];

function permissionsOf(account: DemoAccount): readonly string[] {
  const seeded = SEEDED_ACCOUNTS.find((candidate) => candidate.username === account);
  if (!seeded) throw new Error(`${account} is not a seeded demo account`);
  return seeded.permissions;
}

function mayOpen(account: DemoAccount, route: SpecRoute): boolean {
  if (route.permission === null) return true;
  const permissions = permissionsOf(account);
  return [route.permission, ...(route.alsoAllowed ?? [])].some((permission) => permissions.includes(permission));
}

/**
 * Issue 47: each account's walk also runs axe (and the landmark and heading checks) on every screen it
 * opens, once rendered: navigation and render are paid once for both checks. In es; admin in the light
 * scheme and the other roles in the dark default, so every screen is checked in both schemes. cliente2
 * is cliente's role: its screens are walked in pt in e2e/accessibility/axe-walk.spec.ts.
 */
const AXE_SCHEME: Partial<Record<DemoAccount, Scheme>> = {
  admin: 'light',
  comercial: 'dark',
  gerente: 'dark',
  pricing: 'dark',
  operativo: 'dark',
  administrativo: 'dark',
  analista: 'dark',
  soporte: 'dark',
  cliente: 'dark',
  invitado: 'dark',
};

/** The screens of the app's route table (the link paths, without optional parameters) axe checks. */
const AXE_PATHS = new Set(ROUTE_TABLE.filter((route) => route.access === 'private').map((route) => linkPath(route)));

/**
 * Moves the running SPA to `path` the way a link or the back button does (a history entry
 * plus popstate), so one loaded page can try every route without a reload each time.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

const LANGUAGES = ['es', 'en', 'pt'] as const;

/** The screen's title in every language, for whichever the page shows. */
function screenTitles(screen: string): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, translation(language, 'nav', `screens.${screen}`)]));
}

/**
 * The screen of `route` is shown: its title, a heading in the main area, no loader or error
 * screen. Checked in one in-page poll (fast across the whole table); if it times out, the
 * step-by-step assertions below say which part is wrong.
 */
async function expectScreen(page: Page, route: SpecRoute): Promise<void> {
  const titles = screenTitles(route.screen);
  const shown = await page
    .waitForFunction(
      ({ path, titles }) => {
        const title = titles[document.documentElement.lang];
        return (
          window.location.pathname === path &&
          title !== undefined &&
          document.title.startsWith(`${title} · `) &&
          !document.querySelector(
            '[data-testid="page-loader"], [data-testid="server-error"], [data-testid="not-found"]',
          ) &&
          document.querySelector('main h1, main h2, main h3') !== null
        );
      },
      { path: route.path, titles },
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!shown) {
    await expectPath(page, route.path);
    const language = await pageLanguage(page);
    await expect(page).toHaveTitle(new RegExp(`^${titles[language].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
    await expect(page.getByTestId('page-loader')).toHaveCount(0);
    await expect(page.getByTestId('server-error')).toHaveCount(0);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  }
  // Still there once rendered: a guard did not send the user away after the first paint.
  await expectPath(page, route.path);
}

// Independent tests: let both workers share the table.
test.describe.configure({ mode: 'parallel' });

test.afterAll(() => printWalkTotal('route-access'));

test("every private screen of the app's route table is in the walk (so axe checks it)", () => {
  const walked = new Set(PRIVATE_ROUTES.map((route) => route.path));
  expect([...AXE_PATHS].filter((path) => !walked.has(path))).toEqual([]);
});

test.describe('route access for every demo account', () => {
  for (const account of DEMO_ACCOUNTS) {
    test.describe(account, () => {
      test.use({ signedInAs: account });

      const scheme = AXE_SCHEME[account];
      const axe = scheme ? ` (axe in es, ${scheme})` : '';
      // Admin opens every screen: its walk is two halves, one per worker, so it does not end the run alone.
      const parts = account === 'admin' ? 2 : 1;

      for (let part = 0; part < parts; part++) {
        const label = parts > 1 ? `, part ${part + 1} of ${parts}` : '';
        const routes = PRIVATE_ROUTES.filter((_, i) => i % parts === part);
        test(`${account} opens the routes its permissions allow and is sent home from the others${axe}${label}`, async ({
          page,
        }, testInfo) => {
          // Every private route in one page, with axe on each screen: more than the default minute on a
          // loaded two-core runner.
          test.setTimeout(300_000);
          const started = Date.now();
          const found: AxeFinding[] = [];
          let states = 0;
          if (scheme) await useLanguageAndScheme(page, 'es', scheme);
          await page.goto('/home');
          await expectScreen(page, ROUTES[0]);
          if (scheme) {
            await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
            await expect(page.locator('html')).toHaveAttribute('lang', 'es');
          }
          for (const route of routes) {
            await test.step(route.path, async () => {
              await navigateInApp(page, route.path);
              if (mayOpen(account, route)) {
                await expectScreen(page, route);
                if (scheme && AXE_PATHS.has(route.path)) {
                  await settled(page);
                  const where = `${account} es ${route.path}`;
                  found.push(...(await axeFindings(page, where)), ...(await structureFindings(page, where)));
                  states += 1;
                }
              } else {
                await expectScreen(page, ROUTES[0]);
              }
            });
          }
          if (scheme) await reportWalk(testInfo, `${account} (es, ${scheme}${label})`, states, started, found);
        });
      }
    });
  }

  test.describe('signed in', () => {
    test.use({ signedInAs: 'comercial' });

    test('deep links load directly, the sign-in page and unknown paths send the user home', async ({ page }) => {
      // Many full page loads in one test.
      test.setTimeout(240_000);
      // A reload on a permitted deep link (not only in-app navigation) shows the screen.
      for (const route of PRIVATE_ROUTES.filter((candidate) => mayOpen('comercial', candidate))) {
        await page.goto(route.path);
        await expectScreen(page, route);
      }
      for (const path of ['/login', '/', ...UNKNOWN_PATHS]) {
        await page.goto(path);
        await expectPath(page, '/home');
      }
    });

    test('third-party routes open without the header', async ({ page }) => {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expectScreen(page, route);
        await expect(page.getByTestId('header')).toHaveCount(0);
      }
    });
  });
});

test.describe('signed-out visitors', () => {
  test('third-party routes open without signing in', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await expectScreen(page, route);
      await expect(page.getByTestId('header')).toHaveCount(0);
    }
  });

  test('unknown paths end on the sign-in page', async ({ page }) => {
    for (const path of ['/', ...UNKNOWN_PATHS]) {
      await page.goto(path);
      await expectPath(page, '/login');
    }
  });

  // Every private route, loaded signed out, lands on the sign-in page (one page load each, in two
  // halves side by side); a real sign-in per route cost 5 s each for the same code path.
  const halves = [PRIVATE_ROUTES.filter((_, i) => i % 2 === 0), PRIVATE_ROUTES.filter((_, i) => i % 2 === 1)];
  halves.forEach((routes, half) => {
    test(`private routes send them to sign in (${half + 1} of 2)`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const route of routes) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expectPath(page, '/login');
        });
      }
    });
  });

  // After signing in they reach the page first asked for: a top-level screen, a nested one and a
  // deep link with a parameter (admin holds every permission, so the route must be reached).
  for (const path of ['/usuarios', '/pricing/nuevas-solicitudes', '/mis-cotizaciones/COT-2025-0001']) {
    const route = PRIVATE_ROUTES.find((candidate) => candidate.path === path)!;
    test(`${route.path} sends them to sign in, then on to the page first asked for`, async ({ page }) => {
      await page.goto(route.path);
      await expectPath(page, '/login');
      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expectScreen(page, route);
    });
  }
});
