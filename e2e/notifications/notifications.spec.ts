import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoAccount } from '../fixtures/accounts';
import { loginAs, pageLanguage } from '../fixtures/auth';
import { watchNotificationSockets } from '../fixtures/notification-socket';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  describeGoods,
  fillPackingLine,
  openNewRequest,
  sendRequest,
} from '../quotations/request-form-helpers';
import { staffPage } from '../fixtures/staff-page';

/**
 * Issue 6, the SPA side of notifications: the bell follows pushes without a reload, opening a
 * notification marks it read and opens its quotation, "mark all read" sticks, logout closes the
 * socket and forgets the list, and the settings page shows the browser permission.
 * Other tests share the database and notify the same users, so counts are read before acting.
 */

// The toasts are part of what this file tests (elsewhere they are hidden: e2e/fixtures/auth.ts).
test.use({ pushToasts: 'shown' });

const LOAD = { timeout: 20_000 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

type ShownNotification = { title: string; body?: string };
type ShownToast = { text: string; position: string | null };
type RecordingWindow = Window & {
  __shownNotifications?: ShownNotification[];
  __shownToasts?: ShownToast[];
  __sameDocument?: boolean;
};

/**
 * Records every browser Notification the page creates (the real class still runs) and every
 * push toast that appears, with its position: toasts close after 4 s, the record stays.
 */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as Window & {
      __shownNotifications?: { title: string; body?: string }[];
      __shownToasts?: { text: string; position: string | null }[];
    };
    const shown: { title: string; body?: string }[] = [];
    const toasts: { text: string; position: string | null }[] = [];
    target.__shownNotifications = shown;
    target.__shownToasts = toasts;

    const Original = window.Notification;
    if (typeof Original === 'function') {
      class Recorded extends Original {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, body: options?.body });
        }
      }
      window.Notification = Recorded;
    }

    const selector = '[data-testid="notification-toast"]';
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = node.matches(selector) ? [node] : [...node.querySelectorAll(selector)];
          for (const toast of found) {
            const position = toast.closest('[data-position]')?.getAttribute('data-position') ?? null;
            toasts.push({ text: toast.textContent ?? '', position });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(() => (window as RecordingWindow).__shownNotifications ?? []);
}

function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() => (window as RecordingWindow).__shownToasts ?? []);
}

/** The bell's unread count once the list has loaded (the badge itself is hidden at 0). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-loaded', 'true', LOAD);
  return Number(await bell.getAttribute('data-unread'));
}

async function openBell(page: Page): Promise<void> {
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  await expect(page.getByTestId('notification-list').or(page.getByTestId('notification-empty'))).toBeVisible(LOAD);
}

const rowWith = (page: Page, text: string) => page.getByTestId('notification-item').filter({ hasText: text });

async function userId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/auth/v1/me', { headers: auth(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A notice to one user, as a user administrator sends it (stored and pushed at once). */
async function sendNotice(
  request: APIRequestContext,
  adminToken: string,
  recipientId: string,
  title: string,
): Promise<void> {
  const response = await request.post('/app/v1/notification/', {
    headers: auth(adminToken),
    data: { recipientId, title, message: `${title}: e2e notice` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('pricing user', () => {
  test.use({ signedInAs: 'pricing' });

  // Browser notifications need the whole browser: the headless shell keeps the permission denied.
  test(
    'a new request raises the bell live; opening it marks it read and opens the pricing view',
    { tag: '@full-browser' },
    async ({ page, browser, request, demoToken, baseURL }) => {
      if (!baseURL) throw new Error('Needs a baseURL');
      await page.context().grantPermissions(['notifications']);
      await recordNotifications(page);
      const sockets = watchNotificationSockets(page);

      await page.goto('/pricing/cotizaciones');
      await expect(page.getByTestId('pricing-screen-pricingAll')).toBeVisible(LOAD);
      const before = await unreadCount(page);
      // Subscribed before the request is sent, so its push cannot be missed.
      await expect.poll(() => sockets.subscriptions(), LOAD).toBeGreaterThan(0);
      await page.evaluate(() => {
        (window as RecordingWindow).__sameDocument = true;
      });

      // comercial, in a browser of their own, requests an LCL quotation through the drawer.
      const commercial = await staffPage(browser, baseURL, await demoToken('comercial'), LOAD.timeout);
      await openNewRequest(commercial);
      await chooseClient(commercial);
      await chooseLane(commercial, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
      await fillPackingLine(commercial, 0, { quantity: 2, weight: 100, length: 100, width: 100, height: 100 });
      await describeGoods(commercial, `Repuestos e2e notificaciones ${randomBytes(3).toString('hex')}`);
      const reference = await sendRequest(commercial);

      // The push arrives: a higher count with no reload, a toast bottom-right and a browser notification.
      await expect.poll(() => unreadCount(page), LOAD).toBeGreaterThan(before);
      const toastPositions = async () => {
        const toasts = (await shownToasts(page)).filter((toast) => toast.text.includes(reference));
        return [...new Set(toasts.map((toast) => toast.position))];
      };
      await expect.poll(toastPositions, LOAD).toEqual(['bottom-right']);
      await expect(page.getByTestId('notification-count')).toBeVisible();
      expect(await page.evaluate(() => (window as RecordingWindow).__sameDocument)).toBe(true);
      await expect
        .poll(async () => (await shownNotifications(page)).some((n) => n.title.includes(reference)), LOAD)
        .toBe(true);

      // In the bell: unread, with its date as dd/mm/yyyy HH:mm.
      await openBell(page);
      const row = rowWith(page, reference);
      await expect(row).toHaveCount(1, LOAD);
      await expect(row).toHaveAttribute('data-read', 'false');
      await expect(row.getByTestId('notification-item-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

      // Clicking it marks it read on the server and opens the quotation's pricing view.
      await row.click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
        LOAD,
      );
      await openBell(page);
      await expect(rowWith(page, reference)).toHaveAttribute('data-read', 'true', LOAD);

      const stored = await request.get('/app/v1/notification/?limit=100', {
        headers: auth(await demoToken('pricing')),
      });
      expect(stored.ok()).toBe(true);
      const items = ((await stored.json()) as { items: { key: string | null; read: boolean }[] }).items;
      expect(items.filter((n) => n.key === reference).map((n) => n.read)).toEqual([true]);
      await commercial.context().close();
    },
  );

  test('logout closes the socket and the next user never sees the previous list', async ({
    page,
    request,
    demoToken,
  }) => {
    const sockets = watchNotificationSockets(page);
    const title = `Aviso e2e ${randomBytes(4).toString('hex')}`;
    await page.goto('/home');
    await expect.poll(() => sockets.subscriptions(), LOAD).toBeGreaterThan(0);
    await sendNotice(
      request,
      await demoToken('administrativo'),
      await userId(request, await demoToken('pricing')),
      title,
    );

    await openBell(page);
    await expect(rowWith(page, title)).toHaveAttribute('data-read', 'false', LOAD);
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    expect(sockets.opened()).toBeGreaterThan(0);
    await expect.poll(() => sockets.open(), LOAD).toBe(0);

    // Another user on the same page: a socket of their own, and only their own list.
    const openedBefore = sockets.opened();
    await loginAs(page, 'operativo', { goto: false });
    await openBell(page);
    await expect(rowWith(page, title)).toHaveCount(0);
    await expect.poll(() => sockets.opened(), LOAD).toBeGreaterThan(openedBefore);
    await expect.poll(() => sockets.open(), LOAD).toBe(1);
  });
});

test.describe('a user nobody else notifies', () => {
  // Only this test sends analista notices, so its counts are exact.
  const account: DemoAccount = 'analista';
  test.use({ signedInAs: account });

  test('pushes show at most 5 toasts; mark all read brings the count to 0, also after a reload', async ({
    page,
    request,
    demoToken,
  }) => {
    await recordNotifications(page);
    const sockets = watchNotificationSockets(page);
    await page.goto('/home');
    await expect.poll(() => sockets.subscriptions(), LOAD).toBeGreaterThan(0);
    const before = await unreadCount(page);

    const tag = randomBytes(4).toString('hex');
    const titles = Array.from({ length: 7 }, (_, i) => `Aviso ${tag} ${i + 1}`);
    const admin = await demoToken('administrativo');
    const recipient = await userId(request, await demoToken(account));

    // Hovering the first toast pauses every auto-close: later ones can only show because the oldest give way.
    const toasts = page.getByTestId('notification-toast');
    await sendNotice(request, admin, recipient, titles[0]);
    await toasts.filter({ hasText: titles[0] }).hover(LOAD);
    for (const title of titles.slice(1)) await sendNotice(request, admin, recipient, title);

    await expect
      .poll(async () => {
        const shown = await shownToasts(page);
        return titles.filter((title) => shown.some((toast) => toast.text.includes(title)));
      }, LOAD)
      .toEqual(titles);
    await expect.poll(() => toasts.count()).toBeLessThanOrEqual(5);
    await expect(toasts.filter({ hasText: titles[0] })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expect.poll(() => unreadCount(page), LOAD).toBe(before + 7);
    await expect(page.getByTestId('notification-count')).toHaveText(String(before + 7));

    await openBell(page);
    const rows = page.getByTestId('notification-item');
    // Newest first.
    await expect(rows.first()).toContainText(titles[6]);
    for (const title of titles) await expect(rowWith(page, title)).toHaveAttribute('data-read', 'false');

    await page.getByTestId('notification-mark-all').click();
    await expect(page.getByTestId('notification-count')).toBeHidden(LOAD);
    await expect(page.getByTestId('notification-mark-all')).toBeDisabled();
    for (const title of titles) await expect(rowWith(page, title)).toHaveAttribute('data-read', 'true');

    await page.reload();
    expect(await unreadCount(page)).toBe(0);
    await expect(page.getByTestId('notification-count')).toBeHidden();
    await openBell(page);
    await expect(rowWith(page, titles[0])).toHaveAttribute('data-read', 'true');
  });
});

test.describe('settings', () => {
  test.use({ signedInAs: 'comercial' });

  test(
    'the browser permission: requestable until granted, then a test notification',
    { tag: '@full-browser' },
    async ({ page }) => {
      await recordNotifications(page);
      await page.goto('/settings');
      await expect(page.getByTestId('settings-page')).toBeVisible(LOAD);
      const language = await pageLanguage(page);
      const label = (key: string) => translation(language, 'account', `browserNotifications.${key}`);

      // A fresh browser has not been asked (headless Chromium may report it as denied).
      const state = page.getByTestId('browser-permission-state');
      await expect(state).toHaveText(new RegExp(`^(${label('states.default')}|${label('states.denied')})$`));
      await expect(page.getByTestId('browser-permission-request')).toHaveText(label('request'));
      await expect(page.getByTestId('browser-permission-test')).toHaveCount(0);

      await page.context().grantPermissions(['notifications']);
      await page.reload();
      await expect(state).toHaveText(label('states.granted'), LOAD);
      await expect(page.getByTestId('browser-permission-request')).toHaveCount(0);
      await page.getByTestId('browser-permission-test').click();
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([{ title: label('testTitle'), body: label('testBody') }]);
    },
  );
});
