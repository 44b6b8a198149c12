#!/usr/bin/env node
// Budget check of the production SPA build (run after `npx turbo run build`):
//   1. the JavaScript sign-in needs (index.html's entry script and modulepreload links, plus the
//      sign-in screen's lazy chunk) must be at most 256 KiB gzipped (raised from 250 when the shared
//      error catalogue, which the entry carries in all three languages, grew from 58 to 76 codes);
//   2. every screen of the route table must be its own lazy chunk, never part of the entry.
// Usage: node scripts/bundle-size.mjs [distDir] [--budget-kib=256]
// Prints the figures and exits 1 when over budget or when a screen is in the initial load.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const SCREENS_FILE = join(ROOT, 'apps/web/src/app/router/screens.ts');
const LOGIN_SCREEN = 'src/features/auth/routes/login-page.tsx';

const args = process.argv.slice(2);
const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(ROOT, 'apps/web/dist'));
const budgetArg = args.find((arg) => arg.startsWith('--budget-kib='));
const budgetKiB = budgetArg ? Number(budgetArg.split('=')[1]) : 256;

const failures = [];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(1);
}

if (!Number.isFinite(budgetKiB) || budgetKiB <= 0) fail(`invalid budget ${budgetArg}`);
const indexPath = join(distDir, 'index.html');
const manifestPath = join(distDir, '.vite/manifest.json');
if (!existsSync(indexPath)) fail(`${indexPath} not found: build the web app first`);
if (!existsSync(manifestPath)) fail(`${manifestPath} not found: the build needs build.manifest: true`);

const html = readFileSync(indexPath, 'utf8');
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// Every JS file the browser fetches before running the app: the entry script and its preloads.
const tagAttr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
const initialFiles = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
  const src = tagAttr(tag, 'src');
  if (src && tagAttr(tag, 'type') === 'module') initialFiles.add(src.replace(/^\//, ''));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
  const href = tagAttr(tag, 'href');
  if (href && tagAttr(tag, 'rel') === 'modulepreload') initialFiles.add(href.replace(/^\//, ''));
}
if (initialFiles.size === 0) fail('no module script in index.html');

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) {
    const path = join(distDir, file);
    if (!existsSync(path)) fail(`${file} is referenced but missing from ${distDir}`);
    gzipped.set(file, gzipSync(readFileSync(path)).length);
  }
  return gzipped.get(file);
}

/** Manifest keys statically reachable from `key` (what loading that chunk also loads). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
const entryClosure = staticClosure(entryKey);
for (const key of entryClosure) {
  if (!initialFiles.has(manifest[key].file)) {
    failures.push(`${manifest[key].file} is a static import of the entry but index.html does not preload it`);
  }
}

// The sign-in screen is lazy like every screen, but nobody can sign in before it arrives.
const loginFiles = new Set();
if (!manifest[LOGIN_SCREEN]) failures.push(`${LOGIN_SCREEN} is missing from the manifest`);
else for (const key of staticClosure(LOGIN_SCREEN)) loginFiles.add(manifest[key].file);
for (const file of initialFiles) loginFiles.delete(file);

const initialBytes = [...initialFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const loginBytes = [...loginFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const totalBytes = initialBytes + loginBytes;
const budgetBytes = budgetKiB * 1024;

console.log(`Initial JavaScript (gzip) in ${distDir}:`);
for (const file of [...initialFiles, ...loginFiles].sort((a, b) => gzipSize(b) - gzipSize(a))) {
  const tag = loginFiles.has(file) ? ' (sign-in screen)' : '';
  console.log(`  ${kib(gzipSize(file)).padStart(10)}  ${file}${tag}`);
}
console.log(`  index.html script + modulepreload: ${kib(initialBytes)}`);
console.log(`  + sign-in screen chunk:            ${kib(loginBytes)}`);
console.log(`  what sign-in needs:                ${kib(totalBytes)} of ${kib(budgetBytes)} budget`);
if (totalBytes > budgetBytes) {
  failures.push(`sign-in needs ${kib(totalBytes)} of JavaScript gzipped, over the ${kib(budgetBytes)} budget`);
}

// Each screen loader in screens.ts, `import('@/x/y')`, must be a dynamic entry outside the initial load.
const screenModules = new Set(
  [...readFileSync(SCREENS_FILE, 'utf8').matchAll(/import\(\s*['"]@\/([^'"]+)['"]\s*\)/g)].map(
    ([, path]) => `src/${path}`,
  ),
);
if (screenModules.size === 0) failures.push(`no lazy screen imports found in ${SCREENS_FILE}`);
const dynamicTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
let lazyCount = 0;
for (const module of [...screenModules].sort()) {
  const key = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => `${module}${ext}`).find((candidate) => manifest[candidate]);
  if (!key) {
    failures.push(`screen ${module} is not a chunk of its own (missing from the manifest)`);
    continue;
  }
  const chunk = manifest[key];
  if (!chunk.isDynamicEntry || !dynamicTargets.has(key)) failures.push(`screen ${key} is not loaded on demand`);
  else if (entryClosure.has(key) || initialFiles.has(chunk.file))
    failures.push(`screen ${key} is part of the initial load`);
  else lazyCount += 1;
}
console.log(`Lazy screens: ${lazyCount} of ${screenModules.size} screen modules are separate on-demand chunks`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('Bundle budget OK');
