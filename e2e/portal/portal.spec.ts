import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ApiPage, PortalQuotationSummary } from '@freight/shared';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { requireMailSink, waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';

/**
 * Issue 14, the client portal: `cliente` sees only client A's sent quotations, filters them by
 * service, downloads the PDF the commercial sends and accepts one; `comercial` is told (bell and
 * e-mail) and sees it APPROVED; `cliente` declines another with a reason. The database is shared
 * with other suites (and a retry), so the quotations to answer are picked among the seeded ones still open:
 * other tests send client A quotations of their own meanwhile (self-quote, the staff loops on Frigorífico
 * del Plata) and answer them themselves.
 */

const LOAD = { timeout: 20_000 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo's portal quotations (prisma/seed/demo-portal.ts), not those other tests are working on. */
const seeded = (q: PortalQuotationSummary) => q.clientReference?.startsWith('PORTAL-') === true;

async function portalList(request: APIRequestContext, token: string, query = ''): Promise<PortalQuotationSummary[]> {
  const response = await request.get(`/app/v1/portal/quotations?limit=100${query}`, { headers: auth(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ApiPage<PortalQuotationSummary>).items;
}

/** Every reference the table shows, once the list has loaded. */
async function shownReferences(page: Page): Promise<string[]> {
  const links = page.getByTestId('portal-table').getByTestId('portal-quotation-link');
  await expect(links.first()).toBeVisible(LOAD);
  return links.allInnerTexts();
}

test.describe('client portal', () => {
  test.use({ signedInAs: 'cliente' });

  test('cliente sees only its sent quotations, filters by service, downloads the PDF and accepts one; comercial is told', async ({
    page,
    request,
    demoToken,
    browser,
    baseURL,
  }) => {
    requireMailSink();
    const token = await demoToken('cliente');
    const own = await portalList(request, token);
    const others = (await portalList(request, await demoToken('cliente2'))).map((q) => q.reference);
    // With a validity to show: other suites send this client quotations without one (the detail shows "—").
    const open = own.filter(
      (q) => seeded(q) && q.status === 'SENT' && !q.expired && !q.cancelled && q.validUntil !== null,
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    const target = open[0];

    await page.goto('/client-quotation');
    const language = await pageLanguage(page);
    const t = (key: string) => translation(language, 'clientPortal', key);
    await expect(page.getByTestId('screen-title')).toHaveText(
      translation(language, 'nav', 'screens.clientQuotation'),
      LOAD,
    );
    // Client A's quotations, as the API lists them for this user; none of client B's, none unsent. Those
    // other tests send meanwhile come first (newest) and are client A's too (read again after the page).
    const shown = await shownReferences(page);
    const listed = new Set(own.map((q) => q.reference));
    const before = shown.filter((r) => listed.has(r));
    expect(before).toEqual(own.slice(0, before.length).map((q) => q.reference));
    const now = new Set((await portalList(request, token)).map((q) => q.reference));
    expect(shown.filter((r) => !now.has(r))).toEqual([]);
    expect(shown.filter((r) => others.includes(r))).toEqual([]);
    for (const status of await page
      .getByTestId('portal-status')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
      expect(['SENT', 'APPROVED', 'NOT_APPROVED']).toContain(status);

    // Filter by the target's service: only quotations of that service remain, the target among them.
    const serviceLabel = translation(language, 'quotations', `services.${target.service}`);
    await page.getByTestId('portal-filter-services').click();
    await page.getByRole('option', { name: serviceLabel, exact: true }).click();
    await page.keyboard.press('Escape');
    const sameService = own.filter((q) => q.service === target.service).map((q) => q.reference);
    await expect
      .poll(async () => (await shownReferences(page)).filter((r) => listed.has(r)), LOAD)
      .toEqual(sameService);
    const services = page.getByTestId('portal-table').getByTestId('portal-service');
    expect(new Set(await services.allInnerTexts())).toEqual(new Set([serviceLabel]));

    // The detail and the PDF.
    await page.getByTestId('portal-table').getByRole('link', { name: target.reference, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/client-quotation/${target.reference}$`));
    await expect(page.getByTestId('portal-detail-reference')).toHaveText(target.reference, LOAD);
    await expect(page.getByTestId('portal-line').first()).toBeVisible(LOAD);
    await expect(page.getByTestId('portal-detail-valid-until')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('portal-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${target.reference}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Accept, after the confirmation.
    await page.getByTestId('portal-accept').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(page.getByTestId('portal-status')).toHaveAttribute('data-status', 'APPROVED', LOAD);
    await expect(page.getByTestId('portal-answer-done')).toContainText('Martín Rodríguez', LOAD);
    await expect(page.getByTestId('portal-accept')).toHaveCount(0);
    await expect(page.getByTestId('portal-status')).toHaveText(t('status.APPROVED'));

    // The commercial: the e-mail, the bell, and the quotation APPROVED on their side.
    const mail = await waitForMail((m) => m.subject?.startsWith(`${target.reference}:`) === true);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('comercial@freight.local');
    expect(mail.text).toContain(target.reference);
    const staff = await browser.newContext({
      baseURL,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL ?? '').origin,
            localStorage: [{ name: 'access_token', value: await demoToken('comercial') }],
          },
        ],
      },
    });
    try {
      const commercial = await staff.newPage();
      await commercial.goto('/home');
      await commercial.getByTestId('notification-bell').click();
      const row = commercial.getByTestId('notification-item').filter({ hasText: target.reference });
      await expect(row.first()).toBeVisible(LOAD);
      await row.first().click();
      await expect(commercial).toHaveURL(new RegExp(`/mis-cotizaciones/${target.reference}$`), LOAD);
      await expect(commercial.getByTestId('quotation-status').first()).toHaveAttribute('data-status', 'APPROVED', LOAD);
    } finally {
      await staff.close();
    }
  });

  test('cliente declines another quotation with a reason', async ({ page, request, demoToken }) => {
    const open = (await portalList(request, await demoToken('cliente'), '&status=SENT')).filter(
      (q) => seeded(q) && !q.expired && !q.cancelled,
    );
    expect(open.length).toBeGreaterThanOrEqual(1);
    const target = open[0];
    await page.goto(`/client-quotation/${target.reference}`);
    const language = await pageLanguage(page);
    const t = (key: string) => translation(language, 'clientPortal', key);
    await page.getByTestId('portal-decline').click(LOAD);
    // No reason yet: the modal says so and nothing is sent.
    await page.getByTestId('portal-decline-confirm').click();
    await expect(page.getByTestId('portal-decline-modal')).toContainText(t('decline.reasonRequired'));
    await page.getByTestId('portal-decline-reason-TRANSIT_TIME').check();
    await page.getByTestId('portal-decline-comment').fill('Necesitamos llegar antes de fin de mes');
    await page.getByTestId('portal-decline-confirm').click();
    await expect(page.getByTestId('portal-status')).toHaveAttribute('data-status', 'NOT_APPROVED', LOAD);
    await expect(page.getByTestId('portal-answer-done')).toContainText(t('decline.reasons.TRANSIT_TIME'), LOAD);
    await expect(page.getByTestId('portal-answer-done')).toContainText('Necesitamos llegar antes de fin de mes');
    const after = await request.get(`/app/v1/portal/quotations/${target.reference}`, {
      headers: auth(await demoToken('cliente')),
    });
    expect(await after.json()).toMatchObject({ status: 'NOT_APPROVED', answer: { reason: 'TRANSIT_TIME' } });
  });

  test('an expired quotation shows as expired, offers no accept, and asks for a re-quote after confirmation; cards list the same', async ({
    page,
    request,
    demoToken,
  }) => {
    const token = await demoToken('cliente');
    const [expired] = (await portalList(request, token)).filter((q) => seeded(q) && q.expired && !q.cancelled);
    expect(expired).toBeDefined();
    await page.goto('/client-quotation');
    const language = await pageLanguage(page);
    const t = (key: string) => translation(language, 'clientPortal', key);
    // The same quotations as cards.
    const shown = await shownReferences(page);
    await page.getByTestId('portal-layout-cards').click();
    const cards = page.getByTestId('portal-cards').getByTestId('portal-quotation-card');
    await expect(cards.first()).toBeVisible(LOAD);
    await expect(cards).toHaveCount(shown.length);
    await expect(page.getByTestId('portal-table')).toHaveCount(0);

    await page.goto(`/client-quotation/${expired.reference}`);
    await expect(page.getByTestId('portal-expired-notice')).toBeVisible(LOAD);
    await expect(page.getByTestId('portal-accept')).toHaveCount(0);
    const detail = async () =>
      (await (
        await request.get(`/app/v1/portal/quotations/${expired.reference}`, { headers: auth(token) })
      ).json()) as {
        requoteRequestedAt: string | null;
      };
    // A retry finds the re-quote already asked for: the notice then says when, and no button is offered.
    if ((await detail()).requoteRequestedAt === null) {
      await page.getByTestId('portal-requote').click();
      await answerConfirm(page, 'confirm', t('actions.requote'));
      await expect(page.getByTestId('portal-requote')).toHaveCount(0, LOAD);
    }
    await expect(page.getByTestId('portal-requote')).toHaveCount(0);
    expect((await detail()).requoteRequestedAt).not.toBeNull();
    await expect(page.getByTestId('portal-expired-notice')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/, LOAD);
  });

  test("another client's quotation answers not found, and /third-party has no staff header", async ({
    page,
    request,
    demoToken,
  }) => {
    const [theirs] = await portalList(request, await demoToken('cliente2'));
    await page.goto(`/client-quotation/${theirs.reference}`);
    await expect(page.getByTestId('portal-not-found')).toBeVisible(LOAD);
    await page.goto('/third-party');
    await expect(page.getByTestId('third-party-landing')).toBeVisible(LOAD);
    await expect(page.getByTestId('public-notice')).toBeVisible(LOAD);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await page.getByTestId('third-party-enter').click();
    await expect(page).toHaveURL(/\/client-quotation$/, LOAD);
  });
});

test.describe('third-party landing signed out', () => {
  test('shows the public notice and the sign-in link', async ({ page }) => {
    await page.goto('/third-party');
    await expect(page.getByTestId('public-notice')).toBeVisible(LOAD);
    await page.getByTestId('third-party-sign-in').click();
    await expect(page).toHaveURL(/\/login$/, LOAD);
  });
});
