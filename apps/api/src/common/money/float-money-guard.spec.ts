import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Keeps float rounding of amounts from coming back (issue 38): money is rounded by the money module
 * of packages/shared only. The scan reads the source of apps/ and packages/ (tests excluded) and
 * refuses `Math.round(x * 100) / 100` and its kin (any power of ten, `1e2`, `10 ** n`), `.toFixed(`
 * and `parseFloat(`. A use that is not money is listed below with its reason.
 */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SCANNED = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'prisma/seed'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated']);
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(spec|test)\.(ts|tsx)$/;

const PATTERNS: { name: string; re: RegExp }[] = [
  // Math.round(<anything> * 100) / 100, * 1e2, * 10 ** 2, * 10_000 ...
  {
    name: 'float rounding',
    re: /Math\.round\([^;]*\*\s*(?:10[0_]*|1e\d+|10\s*\*\*\s*\w+)\s*\)\s*\/\s*(?:10[0_]*|1e\d+|10\s*\*\*\s*\w+)/,
  },
  { name: 'toFixed', re: /\.toFixed\(/ },
  { name: 'parseFloat', re: /\bparseFloat\(/ },
];

/** Known non-money uses: file → the patterns it may hold and why. */
const ALLOWED: Record<string, { patterns: string[]; why: string }> = {
  'packages/shared/src/quotations/cargo.ts': {
    patterns: ['float rounding'],
    why: 'cargo weights and volumes, not money',
  },
  'apps/web/src/features/analytics/components/chart-figures.ts': {
    patterns: ['float rounding'],
    why: 'chart figures (and their table) as a percentage of a total of counts',
  },
  'packages/shared/src/money/fixed-point.ts': {
    patterns: ['toFixed'],
    why: "the module's edge: a Prisma Decimal spells its digits",
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(path);
    return SOURCE.test(e.name) && !TEST.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

export function floatMoneyFindings(files: { path: string; text: string }[]): string[] {
  const findings: string[] = [];
  for (const { path, text } of files) {
    const allowed = ALLOWED[path]?.patterns ?? [];
    text.split('\n').forEach((line, i) => {
      for (const p of PATTERNS)
        if (p.re.test(line) && !allowed.includes(p.name)) findings.push(`${path}:${i + 1} ${p.name}: ${line.trim()}`);
    });
  }
  return findings;
}

describe('no float rounding of money in the source', () => {
  it('finds none outside the money module and the listed non-money uses', () => {
    const files = SCANNED.flatMap((d) => sourceFiles(join(ROOT, d))).map((path) => ({
      path: relative(ROOT, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(300);
    expect(floatMoneyFindings(files)).toEqual([]);
  });

  it('would catch the patterns the money module replaced', () => {
    const found = floatMoneyFindings([
      { path: 'x.ts', text: 'return Math.round((c.amountPerUnit ?? 0) * (c.quantity ?? 1) * 100) / 100;' },
      { path: 'y.ts', text: 'totals[c] = Math.round(((totals[c] ?? 0) + ch.total) * 100) / 100;' },
      { path: 'z.ts', text: 'costAmount: (c.total / 100).toFixed(2),' },
      { path: 'w.ts', text: 'const share = Math.round(x * 1e4) / 1e2; const v = parseFloat(t);' },
      { path: 'v.ts', text: 'const r = Math.round(n * 10 ** digits) / 10 ** digits;' },
    ]);
    expect(found.map((f) => f.split(' ')[0])).toEqual(['x.ts:1', 'y.ts:1', 'z.ts:1', 'w.ts:1', 'w.ts:1', 'v.ts:1']);
  });
});
