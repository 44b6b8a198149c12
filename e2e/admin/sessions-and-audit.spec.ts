import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/sessions';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { answerConfirm, label, PAGE_LOAD, rows } from './helpers';

// Issue 18: an administrator signs a user out everywhere, clears a sign-in lock, and reads the audit trail.
test.describe('sessions, sign-in locks and audit trail', () => {
  test.use({ signedInAs: 'admin' });

  test('"End sessions" on /usuarios, after confirming, makes the user\'s token answer 401', async ({
    page,
    request,
  }) => {
    // A sign-in of its own (not the worker's shared demo token).
    const login = await request.post('/auth/v1/login', { data: { username: 'soporte', password: DEMO_PASSWORD } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const me = () => request.get('/auth/v1/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status()).toBe(200);

    await page.goto('/usuarios');
    const table = page.getByTestId('users-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);
    await page.getByTestId('users-filter-search').fill('soporte@freight.local');
    await expect(rows(table)).toHaveCount(1);
    await rows(table).first().getByTestId('user-more').click();
    await page.getByTestId('user-end-sessions').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'users', 'confirm.endSessions', { name: 'Sergio Soporte' }),
      await label(page, 'users', 'actions.endSessions'),
    );
    await expect(
      page.getByText(
        await label(page, 'users', 'toasts.sessionsEnded', { name: 'Sergio Soporte' }).then((s) => s.split('{{')[0]),
      ),
    ).toBeVisible(PAGE_LOAD);
    const after = await me();
    expect(after.status()).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('AUTH_SESSION_ENDED');
  });

  test('a locked (username, address) pair shows in the sign-in locks section and "Unlock" clears it', async ({
    page,
    request,
  }) => {
    const username = `e2e-lock-${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 10; i++) await request.post('/auth/v1/login', { data: { username, password: `wrong-${i}` } });
    const locked = await request.post('/auth/v1/login', { data: { username, password: 'wrong' } });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);

    await page.goto('/usuarios');
    const section = page.getByTestId('login-locks');
    const row = section.getByTestId('login-lock-row').filter({ hasText: username });
    await expect(row).toBeVisible(PAGE_LOAD);
    await row.getByTestId('login-lock-clear').click();
    await answerConfirm(page, 'confirm', username);
    await expect(row).toHaveCount(0, PAGE_LOAD);
    // Cleared: the next attempt is judged on its password again (401, not 429).
    expect((await request.post('/auth/v1/login', { data: { username, password: 'wrong' } })).status()).toBe(401);
  });

  test('a failed read of the sign-in locks shows the translated error with retry, not "no locks"', async ({ page }) => {
    const failing = '**/app/v1/login-locks';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.goto('/usuarios');
    const section = page.getByTestId('login-locks');
    const error = section.getByTestId('data-table-error');
    await expect(error).toContainText(await label(page, 'errors', 'INTERNAL_ERROR'), PAGE_LOAD);
    await expect(section.getByTestId('login-locks-empty')).toHaveCount(0);

    await page.unroute(failing);
    await error.getByTestId('data-table-retry').click();
    await expect(error).toHaveCount(0, PAGE_LOAD);
    await expect(
      section.getByTestId('login-locks-empty').or(section.getByTestId('login-lock-row').first()),
    ).toBeVisible();
  });

  test('/audit lists events newest first with dd/mm/yyyy HH:mm times and filters by record type', async ({ page }) => {
    await page.goto('/audit');
    await expect(page.getByTestId('screen-title')).toHaveText(await label(page, 'nav', 'screens.audit'), PAGE_LOAD);
    const first = page.getByTestId('audit-row').first();
    await expect(first).toBeVisible(PAGE_LOAD);
    await expect(first.locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await page.getByTestId('audit-entity-type').click();
    // Exact: "Inicio de sesión único" (the SSO configuration's records) also begins with the session's name.
    await page.getByRole('option', { name: await label(page, 'audit', 'entityTypes.session'), exact: true }).click();
    // Until the filtered rows arrive the last ones stay on screen (the newest may already be a session's).
    const session = await label(page, 'audit', 'entityTypes.session');
    const kinds = () => page.getByTestId('audit-row').locator('td:nth-child(3)').allInnerTexts();
    await expect.poll(async () => (await kinds()).every((k) => k.startsWith(session)), PAGE_LOAD).toBe(true);
    await expect(page.getByTestId('audit-table')).toHaveAttribute('aria-busy', 'false');
    expect((await kinds()).length).toBeGreaterThan(0);

    // The filter is kept for the next visit, and one action clears it.
    await page.reload();
    await expect(page.getByTestId('audit-entity-type')).toHaveValue(session, PAGE_LOAD);
    await expect.poll(async () => (await kinds()).every((k) => k.startsWith(session)), PAGE_LOAD).toBe(true);
    await page.getByTestId('filters-clear').click();
    await expect(page.getByTestId('audit-entity-type')).toHaveValue('');
    await expect(page.getByTestId('filters-clear')).toBeDisabled();
  });

  test('/audit shows a failed load as a translated error, not as an empty trail, and retry loads it', async ({
    page,
  }) => {
    const failing = '**/app/v1/audit?*';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.goto('/audit');
    const error = page.getByTestId('data-table-error');
    await expect(error).toContainText(await label(page, 'errors', 'INTERNAL_ERROR'), PAGE_LOAD);
    await expect(page.getByTestId('audit-empty')).toHaveCount(0);

    await page.unroute(failing);
    await error.getByTestId('data-table-retry').click();
    await expect(page.getByTestId('audit-row').first()).toBeVisible(PAGE_LOAD);
    await expect(error).toHaveCount(0);
  });
});
