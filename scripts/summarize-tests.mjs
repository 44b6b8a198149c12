// Sums every tier of `npm test` into the one line CI reads: "N passed, N failed".
// Each tier is judged by its runner's own facts, never by the absence of bad news:
// - the runner's exit status (scripts/test.sh writes <tier>.exit beside the report);
// - its failed tests, and files or suites that failed outside any test (a crash on import, a
//   throwing beforeAll), which Jest and vitest report only as a file status;
// - Playwright's global errors and flaky tests (a flaky test is a failure unless it is listed
//   in test-tiers.json's knownFlaky with its tracking note);
// - skipped tests: under `npm test` every test runs, so a skip is a failure;
// - a minimum count of tests per tier, so a tier that runs nothing or loses files fails.
// Checks (lint, typecheck, bundle size, no focused tests) are reported apart: they are not
// counted as passed tests, but a failed check is a failure.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function readIf(dir, name) {
  const file = join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function readJson(dir, name) {
  const text = readIf(dir, name);
  if (text === null) return { missing: true };
  try {
    return { data: JSON.parse(text) };
  } catch (err) {
    return { broken: err.message };
  }
}

function exitStatus(dir, tier) {
  const text = readIf(dir, `${tier}.exit`);
  if (text === null) return null;
  const code = Number(text.trim());
  return Number.isInteger(code) ? code : null;
}

/** Jest and vitest write the same JSON shape; only what each leaves out differs. */
function jestLike(report) {
  const r = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    problems: [],
    flaky: [],
  };
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? [];
    const anyTestFailed = assertions.some((a) => a.status === 'failed');
    // A file that failed while none of its tests did crashed outside them (import, beforeAll, afterAll).
    if (file.status === 'failed' && !anyTestFailed) {
      const why =
        (file.message || file.failureMessage || 'failed outside its tests').split('\n').find((l) => l.trim()) ?? '';
      r.problems.push(`${file.name}: crashed (${why.trim().slice(0, 160)})`);
    }
  }
  if (report.wasInterrupted) r.problems.push('the run was interrupted');
  // Jest counts a suite whose module threw as a runtime error; make sure none escaped the per-file rule.
  const crashedFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const runtimeErrors = report.numRuntimeErrorTestSuites ?? 0;
  if (runtimeErrors > crashedFiles) r.problems.push(`${runtimeErrors - crashedFiles} suite(s) failed to run`);
  return r;
}

function playwright(report, knownFlaky) {
  const s = report.stats ?? {};
  const r = { passed: s.expected ?? 0, failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, problems: [], flaky: [] };
  for (const e of report.errors ?? [])
    r.problems.push(
      `error outside tests: ${String(e.message ?? e)
        .split('\n')[0]
        .slice(0, 160)}`,
    );
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') r.flaky.push([...path, spec.title].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  if (r.flaky.length !== (s.flaky ?? 0)) r.problems.push(`stats say ${s.flaky ?? 0} flaky but ${r.flaky.length} found`);
  for (const name of r.flaky) {
    const known = knownFlaky.find((k) => name.includes(k.test));
    if (known) r.passed++;
    else r.failed++;
  }
  return r;
}

/** node --test with the TAP reporter: the closing "# pass N" / "# fail N" lines. */
function tap(text) {
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
  const [pass, fail, cancelled, skipped, todo] = ['pass', 'fail', 'cancelled', 'skipped', 'todo'].map(count);
  if (!Number.isFinite(pass) || !Number.isFinite(fail))
    return { passed: 0, failed: 0, skipped: 0, problems: ['no TAP summary'], flaky: [] };
  return {
    passed: pass,
    failed: fail + (cancelled || 0),
    skipped: (skipped || 0) + (todo || 0),
    problems: [],
    flaky: [],
  };
}

const PARSERS = {
  jest: (dir, file) => parsed(readJson(dir, file), (d) => jestLike(d)),
  vitest: (dir, file) => parsed(readJson(dir, file), (d) => jestLike(d)),
  playwright: (dir, file, knownFlaky) => parsed(readJson(dir, file), (d) => playwright(d, knownFlaky)),
  tap: (dir, file) => {
    const text = readIf(dir, file);
    return text === null ? { missingReport: 'no report' } : tap(text);
  },
};

function parsed(json, fn) {
  if (json.missing) return { missingReport: 'no report (the runner crashed or never ran)' };
  if (json.broken) return { missingReport: `unreadable report (${json.broken})` };
  return fn(json.data);
}

/**
 * @param {string} dir the reports folder
 * @param {{tiers: Record<string, {label: string, runner: keyof PARSERS, report: string, minTests: number}>, knownFlaky: {test: string, note: string}[]}} config
 */
export function summarize(dir, config) {
  const lines = [];
  let passed = 0;
  let failed = 0;

  const checksText = readIf(dir, 'checks.txt');
  const checks = (checksText ?? '').split('\n').filter(Boolean);
  const failedChecks = checks.filter((c) => !c.startsWith('pass '));
  if (checks.length === 0) {
    failed++;
    lines.push('checks: no results (lint, typecheck and bundle checks did not run)');
  } else {
    failed += failedChecks.length;
    lines.push(
      `checks (not counted as tests): ${checks.length - failedChecks.length}/${checks.length} passed${failedChecks.length ? ` — FAILED: ${failedChecks.map((c) => c.replace(/^fail /, '')).join(', ')}` : ''}`,
    );
  }

  for (const [tier, t] of Object.entries(config.tiers)) {
    const code = exitStatus(dir, tier);
    const r = PARSERS[t.runner](dir, t.report, config.knownFlaky ?? []);
    if (r.missingReport) {
      failed++;
      lines.push(`${t.label}: FAILED — ${r.missingReport}${code === null ? '' : `, exit ${code}`}`);
      continue;
    }
    const problems = [...r.problems];
    if (code === null) problems.push('no exit status (the runner never finished)');
    else if (code !== 0 && r.failed === 0 && r.problems.length === 0 && r.flaky.length === 0)
      problems.push(`the runner exited ${code} with no failed test`);
    const ran = r.passed + r.failed;
    if (ran < t.minTests) problems.push(`ran ${ran} tests, fewer than the ${t.minTests} this tier must run`);
    // Each problem is one failure; each skipped test is one more.
    const tierFailed = r.failed + r.skipped + problems.length;
    if (r.skipped > 0) problems.push(`${r.skipped} skipped, counted as failed (every test must run under npm test)`);
    passed += r.passed;
    failed += tierFailed;
    const flakyNote = r.flaky.length ? `, ${r.flaky.length} flaky` : '';
    lines.push(
      `${t.label}: ${r.passed} passed, ${r.failed} failed${flakyNote}${r.skipped ? `, ${r.skipped} skipped` : ''}${code === null ? '' : ` (exit ${code})`}`,
    );
    for (const name of r.flaky) {
      const known = (config.knownFlaky ?? []).find((k) => name.includes(k.test));
      lines.push(`    flaky: ${name}${known ? ` — known: ${known.note}` : ' — counted as failed'}`);
    }
    for (const p of problems) lines.push(`    FAILED: ${p}`);
  }
  return { lines, passed, failed, ok: failed === 0 && passed > 0 };
}

export function loadConfig() {
  return JSON.parse(readFileSync(join(here, 'test-tiers.json'), 'utf8'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? '.reports';
  const { lines, passed, failed, ok } = summarize(dir, loadConfig());
  for (const l of lines) console.log(`  ${l}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}
