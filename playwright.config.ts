import { defineConfig, devices, type LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright cannot download its own browser on these machines). Most tests use
 * its headless shell: no browser UI and no GPU process, a third less time on two cores than the
 * whole browser (which Debian's launcher also starts with GPU rasterization in software).
 */
function chromiumLaunch(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}

// Browser tests run against a running API that serves the built SPA (the test script starts it).
// Specs that save a shared demo account's profile settings (see the 'saved-profile' project).
const SAVED_PROFILE_SPECS = [
  '**/shell/language.spec.ts',
  '**/auth/language.spec.ts',
  '**/shell/settings.spec.ts',
  '**/quotations/number-format.spec.ts',
];

// Specs that switch a company-wide setting every sign-in reads (the second-factor policy of issue 46: any
// role it names is also the administrator's): they run after every other test, on their own.
const AFTER_ALL_SPECS = ['**/auth/mfa-policy.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One SMTP sink for the whole run (on E2E_SMTP_PORT, when set): mails land in E2E_MAIL_DIR.
  globalSetup: './e2e/fixtures/mail-sink.global.ts',
  globalTeardown: './e2e/fixtures/mail-sink.teardown.ts',
  workers: 2,
  // Two cores run the API, Postgres, Redis and two browsers at once: allow for it.
  timeout: 60_000,
  // An assertion waits for its condition up to 15 s (Playwright's default is 5 s): on a loaded CI
  // machine a lazy chunk plus its first API read took longer than 5 s, and the test failed while the
  // page was merely slow (issue 51). A passing assertion returns as soon as it holds.
  expect: { timeout: 15_000 },
  // npm test sets FORBID_ONLY: a focused test would silently skip the rest.
  forbidOnly: Boolean(process.env.CI || process.env.FORBID_ONLY),
  // Files run in parallel; a file's tests run in order unless the file opts in with
  // test.describe.configure({ mode: 'parallel' }) (read-only suites do). Suites that change a shared
  // demo account's settings must not race with themselves.
  fullyParallel: false,
  // One retry tells a flaky test from a broken one; the summary counts flaky tests as failed.
  retries: process.env.CI || process.env.FORBID_ONLY ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    // A trace records every action's DOM: kept for the retry of a failed test only (recording it for
    // every test, to keep the failed ones, cost about a third of the suite's time on two cores).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, which the theme respects: no waiting on drawer and menu
    // animations before a click (their behaviour is Mantine's, not ours).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      // These change a demo account's saved language or number format, which any other test of that
      // account would read mid-run (a dashboard test once saw English while expecting Spanish): they run
      // first, on their own (a run of one file pays for these four small files; --no-deps skips them).
      name: 'saved-profile',
      testMatch: SAVED_PROFILE_SPECS,
      teardown: 'after-all',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch('/usr/bin/chromium-headless-shell') },
    },
    {
      name: 'chromium',
      // Tests that need the whole browser run in the project below.
      grepInvert: /@full-browser/,
      testIgnore: [...SAVED_PROFILE_SPECS, ...AFTER_ALL_SPECS],
      dependencies: ['saved-profile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch('/usr/bin/chromium-headless-shell') },
    },
    {
      // Browser notifications: the headless shell keeps their permission denied whatever is granted.
      name: 'chromium-full',
      grep: /@full-browser/,
      testIgnore: [...SAVED_PROFILE_SPECS, ...AFTER_ALL_SPECS],
      dependencies: ['saved-profile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch('/usr/bin/chromium') },
    },
    {
      // The teardown of saved-profile: Playwright runs it once every project depending on that one is done.
      name: 'after-all',
      testMatch: AFTER_ALL_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch('/usr/bin/chromium-headless-shell') },
    },
  ],
});
