import type { APIRequestContext, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm, confirmDialog } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'operativo' });

const LOAD = PAGE_LOAD;
const ZONE = 'America/Montevideo';
const DAY = 86_400_000;

/** yyyy-mm-dd in the demo users' time zone (the agenda's day cells). */
const dayKey = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
/** Milliseconds left of today in the demo users' time zone. */
function msToMidnight(): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return DAY - ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
}
/** dd/mm/yyyy of a yyyy-mm-dd. */
const ddmmyyyy = (key: string) => key.split('-').reverse().join('/');
/** The Monday (yyyy-mm-dd) of the week holding the day. */
function mondayOf(key: string): string {
  const d = new Date(`${key}T12:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}
const addDays = (key: string, n: number) =>
  new Date(new Date(`${key}T12:00:00Z`).getTime() + n * DAY).toISOString().slice(0, 10);

type Api = { token: string; request: APIRequestContext };

/** A fresh open operation the operative follows (the agenda shows the events of followed operations). */
async function followedOperation({ token, request }: Api): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/auth/v1/me', { headers: auth })).json()) as { id: string };
  const any = (await (await request.get('/operations/v1/operations?limit=1', { headers: auth })).json()) as {
    items: { client: { id: string } }[];
  };
  const created = await request.post('/operations/v1/operations', {
    headers: auth,
    data: { clientId: any.items[0].client.id, transportMode: 'SEA', operativeIds: [me.id] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { reference: string }).reference;
}

async function addEvent({ token, request }: Api, reference: string, body: object): Promise<void> {
  const res = await request.post(`/operations/v1/operations/${reference}/events`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status()).toBe(201);
}

async function openAgenda(page: Page): Promise<void> {
  const read = page.waitForResponse((r) => r.url().includes('/operations/v1/agenda?') && r.ok());
  await page.goto('/operativa/general?tab=agenda');
  await expect(page.getByTestId('agenda')).toBeVisible(LOAD);
  await read;
}

/** Picks a view; its days may already be cached (no new read), so callers assert on what shows. */
async function pickView(page: Page, view: 'month' | 'week' | 'day' | 'list'): Promise<void> {
  const name = translation(await pageLanguage(page), 'operations', `agenda.${view}`);
  await page.getByTestId('agenda-view').getByText(name, { exact: true }).click();
}

test('the agenda shows the same events in the week, day and list views, and steps a week or a day at a time', async ({
  page,
  request,
  demoToken,
}) => {
  const api = { token: await demoToken('operativo'), request };
  const reference = await followedOperation(api);
  const stamp = Date.now();
  // Two days ahead at noon (the default time) and the day after: both in the future, whatever the hour.
  const first = dayKey(new Date(Date.now() + 2 * DAY));
  const second = addDays(first, 1);
  const titleA = `Semana A ${stamp}`;
  const titleB = `Semana B ${stamp}`;
  await addEvent(api, reference, { title: titleA, dueDate: first });
  await addEvent(api, reference, { title: titleB, dueDate: second });
  const card = (title: string) => page.getByTestId('agenda-event').filter({ hasText: title });

  await openAgenda(page);
  // Week: seven days from the Monday; step to the week holding the first event.
  await pickView(page, 'week');
  const cells = page.locator('[data-testid^="agenda-day-"]:not([data-testid="agenda-day-add"])');
  await expect(cells).toHaveCount(7);
  const today = dayKey(new Date());
  for (let monday = mondayOf(today); monday !== mondayOf(first); monday = addDays(monday, 7)) {
    const read = page.waitForResponse((r) => r.url().includes('/operations/v1/agenda?') && r.ok());
    await page.getByTestId('agenda-next').click();
    await read;
  }
  const monday = mondayOf(first);
  await expect(page.getByTestId('agenda')).toContainText(`${ddmmyyyy(monday)} – ${ddmmyyyy(addDays(monday, 6))}`);
  await expect(cells.first()).toHaveAttribute('data-testid', `agenda-day-${monday}`);
  await expect(
    page.getByTestId(`agenda-day-${first}`).getByTestId('agenda-event').filter({ hasText: titleA }),
  ).toBeVisible();
  if (mondayOf(second) === monday) {
    await expect(
      page.getByTestId(`agenda-day-${second}`).getByTestId('agenda-event').filter({ hasText: titleB }),
    ).toBeVisible();
  } else {
    await expect(card(titleB)).toHaveCount(0);
  }
  await expect(card(titleA)).toContainText('12:00');

  // Day: only one day's cell and events; "today", then a day at a time to the first event's day.
  await pickView(page, 'day');
  await expect(cells).toHaveCount(1);
  await page.getByTestId('agenda-today').click();
  await expect(cells.first()).toHaveAttribute('data-testid', `agenda-day-${today}`);
  for (let d = today; d !== first; d = addDays(d, 1)) {
    const read = page.waitForResponse((r) => r.url().includes('/operations/v1/agenda?') && r.ok());
    await page.getByTestId('agenda-next').click();
    await read;
  }
  await expect(page.getByTestId('agenda')).toContainText(`${ddmmyyyy(first)} – ${ddmmyyyy(first)}`);
  await expect(
    page.getByTestId(`agenda-day-${first}`).getByTestId('agenda-event').filter({ hasText: titleA }),
  ).toBeVisible();
  await expect(card(titleB)).toHaveCount(0);
  const next = page.waitForResponse((r) => r.url().includes('/operations/v1/agenda?') && r.ok());
  await page.getByTestId('agenda-next').click();
  await next;
  await expect(
    page.getByTestId(`agenda-day-${second}`).getByTestId('agenda-event').filter({ hasText: titleB }),
  ).toBeVisible();
  await expect(card(titleA)).toHaveCount(0);

  // List: the week's events under their day's heading, in due order, no day grid.
  await pickView(page, 'list');
  await expect(cells).toHaveCount(0);
  await expect(card(titleB)).toBeVisible();
  await expect(page.getByTestId('agenda')).toContainText(ddmmyyyy(second));
  if (mondayOf(first) === mondayOf(second)) {
    const titles = await page.getByTestId('agenda-event').allTextContents();
    const a = titles.findIndex((x) => x.includes(titleA));
    const b = titles.findIndex((x) => x.includes(titleB));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(b);
  }
  // Finalized from the list view, it leaves it.
  await card(titleB).getByTestId('agenda-finalize').click();
  await expect(await confirmDialog(page)).toContainText(titleB);
  await answerConfirm(
    page,
    'confirm',
    translation(await pageLanguage(page), 'operations', 'events.confirmFinalizeAction'),
  );
  await expect(card(titleB)).toHaveCount(0);
});

test("home counts the operative's events due today, and one more appears when an event falls due later today", async ({
  page,
  request,
  demoToken,
}) => {
  const api = { token: await demoToken('operativo'), request };
  const counts = async () =>
    (await (
      await request.get('/operations/v1/agenda/counts', { headers: { Authorization: `Bearer ${api.token}` } })
    ).json()) as { today: number; overdue: number };
  // Due later today in the user's zone: in five minutes, or halfway to midnight when the day ends sooner.
  const due = new Date(Date.now() + Math.min(5 * 60_000, msToMidnight() / 2));
  const reference = await followedOperation(api);

  await page.goto('/home');
  const today = page.getByTestId('home-agenda-today');
  await expect(today).toBeVisible(LOAD);
  const before = (await counts()).today;
  await expect(today).toHaveAttribute('data-count', String(before));
  await expect(today).toContainText(String(before));

  await addEvent(api, reference, { title: `Hoy ${Date.now()}`, dueAt: due.toISOString() });
  expect((await counts()).today).toBe(before + 1);
  await page.reload();
  await expect(today).toHaveAttribute('data-count', String(before + 1), LOAD);
  await expect(today).toContainText(String(before + 1));
  // The agenda's day view holds it, not overdue yet.
  await page.getByTestId('home-agenda-open').click();
  await expect(page.getByTestId('agenda')).toBeVisible(LOAD);
  await pickView(page, 'day');
  await expect(
    page
      .getByTestId(`agenda-day-${dayKey(new Date())}`)
      .locator('[data-testid="agenda-event"][data-overdue="false"]')
      .filter({ hasText: reference }),
  ).toHaveCount(1);
});

test('an operation with many events lists the first five and "view all" shows every one', async ({
  page,
  request,
  demoToken,
}) => {
  const api = { token: await demoToken('operativo'), request };
  const reference = await followedOperation(api);
  const start = dayKey(new Date(Date.now() + 2 * DAY));
  for (let i = 0; i < 7; i++) await addEvent(api, reference, { title: `Evento ${i + 1}`, dueDate: addDays(start, i) });

  await page.goto(`/operativa/general/${reference}`);
  await expect(page.getByTestId('operation-detail')).toBeVisible(LOAD);
  await page.getByTestId('tab-events').click();
  const cards = page.getByTestId('operation-event');
  await expect(cards).toHaveCount(5);
  // By expiry: the five next to fall due.
  await expect(cards.getByTestId('event-title-text')).toHaveText([
    'Evento 1',
    'Evento 2',
    'Evento 3',
    'Evento 4',
    'Evento 5',
  ]);
  const viewAll = page.getByTestId('events-view-all');
  await expect(viewAll).toContainText('7');
  await viewAll.click();
  await expect(cards).toHaveCount(7);
  await expect(cards.last().getByTestId('event-title-text')).toHaveText('Evento 7');
  await viewAll.click();
  await expect(cards).toHaveCount(5);
});

test('a failed read of the agenda shows the translated error with retry, not an empty agenda', async ({ page }) => {
  const failing = '**/operations/v1/agenda?*';
  await page.route(failing, (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
  );
  await page.goto('/operativa/general?tab=agenda');
  const error = page.getByTestId('data-table-error');
  await expect(error).toContainText(translation(await pageLanguage(page), 'errors', 'INTERNAL_ERROR'), LOAD);

  await page.unroute(failing);
  const read = page.waitForResponse((r) => r.url().includes('/operations/v1/agenda?') && r.ok());
  await error.getByTestId('data-table-retry').click();
  await read;
  await expect(error).toHaveCount(0, LOAD);
  await expect(page.getByTestId('agenda')).toBeVisible();
});

test('the month and week views name the weekdays, Monday first, in the page language', async ({ page }) => {
  await openAgenda(page);
  const language = await pageLanguage(page);
  const names = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((k) =>
    translation(language, 'operations', `agenda.weekdaysShort.${k}`),
  );
  for (const view of ['month', 'week'] as const) {
    await pickView(page, view);
    await expect(page.getByTestId('agenda-weekdays').locator('p')).toHaveText(names);
  }
  // The day view names its own day.
  await pickView(page, 'day');
  const today = dayKey(new Date());
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' })
    .format(new Date(`${today}T12:00:00Z`))
    .toLowerCase();
  await expect(page.getByTestId(`agenda-day-${today}`)).toContainText(
    translation(language, 'operations', `agenda.weekdays.${weekday}`),
  );
});
