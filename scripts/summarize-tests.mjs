// Sums every suite's report into the one line CI reads: "N passed, N failed[, N skipped]".
// A suite whose report is missing (its runner crashed or never ran) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.reports';
const read = (name) => (existsSync(join(dir, name)) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : null);
let passed = 0, failed = 0, skipped = 0;
const lines = [];

const checks = existsSync(join(dir, 'checks.txt')) ? readFileSync(join(dir, 'checks.txt'), 'utf8').trim().split('\n').filter(Boolean) : [];
if (checks.length === 0) { failed++; lines.push('lint/typecheck: no results'); }
for (const c of checks) c.startsWith('pass ') ? passed++ : failed++;
lines.push(`lint/typecheck: ${checks.filter((c) => c.startsWith('pass ')).length}/${checks.length} passed`);

for (const [name, file] of [['api (jest)', 'jest.json'], ['web unit (vitest)', 'vitest.json']]) {
  const r = read(file);
  if (!r) { failed++; lines.push(`${name}: no report`); continue; }
  const suiteErrors = r.numRuntimeErrorTestSuites ?? 0;
  passed += r.numPassedTests; failed += r.numFailedTests + suiteErrors; skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  lines.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${suiteErrors} suites crashed`);
}

const pw = read('playwright.json');
if (!pw) { failed++; lines.push('browser (playwright): no report'); }
else {
  const s = pw.stats;
  passed += s.expected + (s.flaky ?? 0); failed += s.unexpected + (pw.errors?.length ?? 0); skipped += s.skipped;
  lines.push(`browser (playwright): ${s.expected} passed, ${s.unexpected} failed, ${s.flaky ?? 0} flaky, ${s.skipped} skipped`);
}

for (const l of lines) console.log(`  ${l}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
