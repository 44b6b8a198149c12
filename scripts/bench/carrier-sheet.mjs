// `node scripts/bench/carrier-sheet.mjs --template DB [--database-url URL] [--rows 20000] [--format xlsx|csv]
//   [--redis-url URL]` (issue 44; not part of CI). Recreates a bench database of its own (default
// freight_bench_carrier_sheet) from a migrated and seeded template, generates a carrier's port-pair grid of
// --rows lanes between real UN/LOCODE ports with three equipment columns (rows × 3 rates), and times it
// through the built API (`npx turbo run build` first): the dry run, the first apply, and a second sheet
// with a tenth of the prices changed (new versions). While each call runs, another user's cheap request
// is timed every 100 ms, to show whether the import slows others.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { startApi } from './api-process.mjs';
import { databaseName, DEFAULT_SERVER, maintenanceUrl, parseArgs } from './cli-args.mjs';
import { signInAll } from './http-client.mjs';
import { percentile } from './load-loop.mjs';

const args = parseArgs(process.argv.slice(2), {
  databaseUrl: '',
  template: '',
  rows: 20_000,
  format: 'xlsx',
  redisUrl: '',
});
if (!args.template) throw new Error('--template DB (a migrated and seeded database) is needed');
const url = new URL(args.databaseUrl || DEFAULT_SERVER);
if (!args.databaseUrl) url.pathname = '/freight_bench_carrier_sheet';
const databaseUrl = url.toString();
const name = databaseName(databaseUrl);
if (!/bench/.test(name)) throw new Error(`refusing to recreate "${name}": its name must contain "bench"`);

const admin = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${args.template}"`);
await admin.end();

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const one = async (q) => (await db.query(q)).rows[0];
const carrier = (await one(`SELECT id FROM providers WHERE code = 'HAMOVL'`)).id;
const oft = (await one(`SELECT id FROM charge_codes WHERE concept = 'OFT'`)).id;
const ports = (await db.query(`SELECT code FROM locations WHERE kind = 'SEAPORT' ORDER BY code`)).rows.map(
  (r) => r.code,
);
const origins = Math.ceil(args.rows / Math.floor(ports.length / 2));
if (origins > ports.length / 2) throw new Error(`at most ${(ports.length / 2) ** 2} lanes`);
const destinations = ports.slice(origins);

/** Row i: a distinct port pair; `changed` lanes (every tenth) raise their 40HC price. */
function lanes(changed) {
  return Array.from({ length: args.rows }, (_, i) => [
    ports[i % origins],
    destinations[Math.floor(i / origins)],
    1000 + (i % 97),
    1800 + (i % 89),
    1900 + (i % 83) + (changed && i % 10 === 0 ? 50 : 0),
    20 + (i % 30),
    14,
  ]);
}
const HEADER = ['POL', 'POD', "20'", "40'", '40HC', 'T/T', 'Free time'];
async function sheetFile(changed) {
  if (args.format === 'csv') return Buffer.from([HEADER, ...lanes(changed)].map((l) => l.join(';')).join('\n'));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('FAK');
  sheet.addRow(['Bench carrier rate sheet']);
  sheet.addRow(HEADER);
  for (const l of lanes(changed)) sheet.addRow(l);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const api = await startApi({ databaseUrl, redisUrl: args.redisUrl });
try {
  const token = (await signInAll(api.base, ['pricing'])).pricing;
  const headers = { authorization: `Bearer ${token}` };
  const mapping = await fetch(`${api.base}/app/v1/rates/carrier-sheets/${carrier}/mapping`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench FAK',
      headerRow: args.format === 'csv' ? 1 : 2,
      service: 'SEA_FCL',
      chargeCodeId: oft,
      columns: { origin: 'POL', destination: 'POD', transitDays: 'T/T', freeDays: 'Free time' },
      equipment: [
        { column: "20'", container: '20GP' },
        { column: "40'", container: '40GP' },
        { column: '40HC', container: '40HC' },
      ],
      currency: 'USD',
      validFrom: '2027-01-01',
      validTo: '2027-03-31',
    }),
  });
  if (!mapping.ok) throw new Error(`mapping: ${mapping.status} ${await mapping.text()}`);

  /** Another user's request, timed every 100 ms while `work` runs. */
  async function probed(work) {
    const latencies = [];
    let done = false;
    const loop = (async () => {
      while (!done) {
        const t0 = performance.now();
        await fetch(`${api.base}/app/v1/rates/carrier-sheets/${carrier}/versions`, { headers });
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      return { result: await work(), latencies };
    } finally {
      done = true;
      await loop;
    }
  }
  async function upload(label, file, dryRun) {
    const form = new FormData();
    form.append('file', new Blob([file]), `bench.${args.format}`);
    const t0 = performance.now();
    const { result, latencies } = await probed(async () => {
      const res = await fetch(`${api.base}/app/v1/rates/carrier-sheets/${carrier}/import?dryRun=${dryRun}`, {
        method: 'POST',
        headers,
        body: form,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
      return { body: JSON.parse(text), bytes: text.length };
    });
    const ms = performance.now() - t0;
    const c = result.body.counts;
    console.log(
      `${label.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(6)} s  created ${c.created} updated ${c.updated} ` +
        `unchanged ${c.unchanged} refused ${c.refused}  answer ${(result.bytes / 1e6).toFixed(1)} MB  ` +
        `other user p50 ${percentile(latencies, 50).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (${latencies.length} calls)`,
    );
  }

  const first = await sheetFile(false);
  console.log(
    `${args.rows} lanes × 3 equipment = ${args.rows * 3} rates; ${args.format} of ${(first.length / 1e6).toFixed(1)} MB`,
  );
  await upload('dry run (nothing stored)', first, true);
  await upload('apply, first sheet', first, false);
  await upload('apply, a tenth of 40HC changed', await sheetFile(true), false);
  const stored = await one(
    `SELECT count(*) FILTER (WHERE current)::int AS current, count(*)::int AS total FROM rates WHERE carrier_id = '${carrier}'`,
  );
  console.log(`carrier's rates stored: ${stored.total} (${stored.current} current)`);
} finally {
  await api.stop();
  await db.end();
}
