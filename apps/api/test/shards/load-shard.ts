import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLOW_FIRST } from '../support/slow-first-sequencer.mjs';

/**
 * `npm test` runs the integration files in SHARD_COUNT groups, one Jest test file each (shard-N.spec.ts).
 * Jest gives every test file its own module registry: each of the ~150 files loaded the whole app again
 * (about 4,000 modules, 4 s of CPU), half of the integration tier's time on two cores. A shard loads it
 * once for its files. Every file still runs alone (`--selectProjects integration --runTestsByPath ...`):
 * each keeps its hooks inside its own describe blocks, so in a shard its set-up and tear-down stay its own.
 */
export const SHARD_COUNT = 12;

const HERE = dirname(fileURLToPath(import.meta.url));
const TEST_ROOT = join(HERE, '..');
/** The demo on a fresh clone has its own tier (scripts/test.sh); these are the shard runner's own files. */
const NOT_SHARDED = [`${sep}demo${sep}`, `${sep}shards${sep}`];

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.spec.ts') && !NOT_SHARDED.some((part) => path.includes(part)) ? [path] : [];
  });
}

/**
 * The files of every shard: the known slow ones first, then by size (a rough stand-in for run time),
 * dealt out back and forth so each shard gets a like share of the work.
 */
export function shardPlan(count = SHARD_COUNT): string[][] {
  const rank = (path: string) => {
    const index = SLOW_FIRST.findIndex((slow: string) => path.endsWith(slow.replace(/^test\//, `${sep}`)));
    return index === -1 ? SLOW_FIRST.length : index;
  };
  const files = specFiles(TEST_ROOT)
    .map((path) => ({ path, rank: rank(path), size: statSync(path).size }))
    .sort((a, b) => a.rank - b.rank || b.size - a.size || a.path.localeCompare(b.path));
  const shards: string[][] = Array.from({ length: count }, () => []);
  files.forEach(({ path }, i) => {
    const round = Math.floor(i / count);
    const slot = i % count;
    shards[round % 2 === 0 ? slot : count - 1 - slot].push(path);
  });
  return shards;
}

/** A hook at a file's top level would run around every other file of its shard. */
function refuseTopLevelHooks(path: string): void {
  const hook = /^(beforeAll|afterAll|beforeEach|afterEach)\(/m.exec(readFileSync(path, 'utf8'));
  if (hook) throw new Error(`${path}: move its top-level ${hook[1]} into its describe block (see load-shard.ts)`);
}

/** Registers the tests of shard `n` (1-based) in the calling test file. */
export async function loadShard(n: number): Promise<void> {
  // A shard file more or less than SHARD_COUNT would run some files twice or leave them out.
  const shardFiles = readdirSync(HERE).filter((name) => /^shard-\d+\.spec\.ts$/.test(name)).length;
  if (shardFiles !== SHARD_COUNT)
    throw new Error(`${shardFiles} shard files in ${HERE}, SHARD_COUNT is ${SHARD_COUNT}`);
  for (const path of shardPlan()[n - 1]) {
    refuseTopLevelHooks(path);
    // Relative to this module, as Jest resolves a dynamic import; `.js` maps to the `.ts` source.
    await import(`./${relative(HERE, path).replace(/\.ts$/, '.js')}`);
  }
}
