import { afterAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../support/sql.js';

// The README's first command, as a newcomer runs it (scripts/demo.mjs is what `npm run demo` execs
// once dependencies are installed), on scratch ports and a scratch data folder.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'freight-demo-test-'));
// The embedded server runs as the postgres user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => done(port));
    });
  });
}

type Demo = { child: ChildProcess; output: () => string; port: number; pgPort: number; exited: Promise<number | null> };

async function startDemo(): Promise<Demo> {
  const [port, pgPort, smtp, web] = [await freePort(), await freePort(), await freePort(), await freePort()];
  let out = '';
  const child = spawn(process.execPath, ['scripts/demo.mjs'], {
    cwd: root,
    env: { ...process.env, DEMO_DATA_DIR: dataDir, DEMO_PORT: String(port), DEMO_PG_PORT: String(pgPort), DEMO_SMTP_PORT: String(smtp), DEMO_MAIL_WEB_PORT: String(web), NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`demo exited early (${child.exitCode}):\n${out.slice(-3000)}`);
    if (out.includes('Demo accounts')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, output: () => out, port, pgPort, exited };
}

async function stop(demo: Demo): Promise<number | null> {
  demo.child.kill('SIGINT');
  return Promise.race([demo.exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
}

describe('the demo run (npm run demo)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves /health 200 and the SPA at /, signs in a demo account, stops on Ctrl-C and reuses its data next time', async () => {
    const first = await startDemo();
    const base = `http://127.0.0.1:${first.port}`;
    try {
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const index = await fetch(`${base}/`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('<div id="root">');
      const deepLink = await fetch(`${base}/mis-cotizaciones`);
      expect(await deepLink.text()).toContain('<div id="root">');
      const login = await fetch(`${base}/auth/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'gerente', password: 'Demo1234!' }),
      });
      expect(login.status).toBe(200);
      expect(first.output()).toContain('http://localhost:');
      // A marker the second run must still see if the data is reused.
      await sql(`postgresql://postgres:freight-demo@127.0.0.1:${first.pgPort}/freight`, `INSERT INTO clients (id, trade_name, legal_name, tax_id, country, updated_at) VALUES (gen_random_uuid(), 'Kept', 'Kept S.A.', 'KEPT-1', 'UY', now())`);
    } finally {
      expect(await stop(first)).toBe(0);
    }
    await expect(fetch(`${base}/health`)).rejects.toThrow();

    const second = await startDemo();
    try {
      expect((await fetch(`http://127.0.0.1:${second.port}/health`)).status).toBe(200);
      const rows = await sql(`postgresql://postgres:freight-demo@127.0.0.1:${second.pgPort}/freight`, `SELECT 1 FROM clients WHERE tax_id = 'KEPT-1'`);
      expect(rows).toHaveLength(1);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 400_000);
});
