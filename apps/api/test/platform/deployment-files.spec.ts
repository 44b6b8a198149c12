import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/common/config/app-config.js';

// The files an on-premises administrator runs are checked like code (issue 20).
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Variables documented in .env.example: every `NAME=` line, commented or not. */
function documentedVariables(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

/** Variables the API reads: loadConfig on an environment that records every name asked for. */
function variablesReadByTheApi(): Set<string> {
  const asked = new Set<string>();
  // Values that take every branch (an administrator to create, Redis on, modules listed).
  const values: Record<string, string> = {
    DATABASE_URL: 'postgresql://u:p@localhost:5432/db',
    JWT_SECRET: 'x'.repeat(40),
    REDIS_URL: 'redis://localhost:6379',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'long-enough-password',
    SMTP_USER: 'u',
    SMTP_PASSWORD: 'p',
    DISABLED_MODULES: 'support',
    INBOUND_MAIL_ADDRESS: 'costs@example.com',
    INBOUND_IMAP_HOST: 'imap.example.com',
    INBOUND_IMAP_USER: 'costs',
    INBOUND_IMAP_PASSWORD: 'p',
    TRACING_ENABLED: 'true',
    OIDC_ISSUER: 'https://login.example.com',
    OIDC_CLIENT_ID: 'portal',
    OIDC_CLIENT_SECRET: 's',
  };
  const env = new Proxy(values, {
    get: (target, name) => {
      if (typeof name === 'string') asked.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  return asked;
}

/** `docker-compose config -q` on the base file (and, when given, the scaled override on top of it). */
function composeConfig(composeText: string, scaledText?: string): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'compose-check-'));
  try {
    writeFileSync(join(dir, 'docker-compose.yml'), composeText);
    copyFileSync(join(root, '.env.example'), join(dir, '.env'));
    const files = ['-f', 'docker-compose.yml'];
    if (scaledText !== undefined) {
      writeFileSync(join(dir, 'docker-compose.scaled.yml'), scaledText);
      files.push('-f', 'docker-compose.scaled.yml');
    }
    const r = spawnSync('docker-compose', [...files, 'config', '-q'], { cwd: dir, encoding: 'utf8' });
    if (r.error)
      throw new Error(`docker-compose is not installed (scripts/system-deps.sh installs it): ${r.error.message}`);
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('deployment files', () => {
  it('.env.example documents every variable the API reads, and nothing it does not read', () => {
    const documented = documentedVariables();
    const readByApi = variablesReadByTheApi();
    expect([...readByApi].filter((v) => !documented.has(v)).sort()).toEqual([]);
    // Compose's own (the database container, the backup and monitoring services) and the backup script's.
    const notForTheApi = new Set([
      'POSTGRES_PASSWORD',
      'COMPOSE_PROFILES',
      'BACKUP_INTERVAL_HOURS',
      'BACKUP_KEEP',
      'BACKUP_DIR',
      'GRAFANA_ADMIN_PASSWORD',
      'GRAFANA_PORT',
      'PROMETHEUS_RETENTION',
      'PROXY_PORT',
      'CADDY_IMAGE',
    ]);
    expect([...documented].filter((v) => !readByApi.has(v) && !notForTheApi.has(v)).sort()).toEqual([]);
  });

  it('the parity check catches a variable that is read but not documented', () => {
    const documented = documentedVariables();
    documented.delete('SMTP_HOST');
    expect([...variablesReadByTheApi()].filter((v) => !documented.has(v))).toEqual(['SMTP_HOST']);
  });

  it('docker-compose.yml is valid for a real compose implementation, which refuses a broken copy', () => {
    const compose = read('docker-compose.yml');
    const ok = composeConfig(compose);
    expect(ok).toEqual({ status: 0, output: '' });
    const broken = composeConfig(compose.replace('condition: service_healthy', 'condition: service_sleepy'));
    expect(broken.status).not.toBe(0);
    expect(broken.output).toMatch(/service_sleepy/);
  });

  it('the scaled override (API processes behind Caddy, one worker) is valid on top of docker-compose.yml', () => {
    const compose = read('docker-compose.yml');
    const scaled = read('docker-compose.scaled.yml');
    expect(composeConfig(compose, scaled)).toEqual({ status: 0, output: '' });
    const broken = composeConfig(compose, scaled.replace('condition: service_healthy', 'condition: service_sleepy'));
    expect(broken.status).not.toBe(0);
    expect(broken.output).toMatch(/service_sleepy/);
  });

  it("the proxy's Caddyfile passes Caddy's own check, which refuses a broken copy", () => {
    const check = (text: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'caddy-check-'));
      try {
        writeFileSync(join(dir, 'Caddyfile'), text);
        const r = spawnSync('caddy', ['validate', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
          encoding: 'utf8',
          env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
        });
        if (r.error) throw new Error(`caddy is not installed (scripts/system-deps.sh installs it): ${r.error.message}`);
        return { status: r.status, output: `${r.stdout}${r.stderr}` };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const caddyfile = read('deploy/Caddyfile');
    const ok = check(caddyfile);
    expect(ok.output).toMatch(/Valid configuration/);
    expect(ok.status).toBe(0);
    const broken = check(caddyfile.replace('lb_policy least_conn', 'lb_policy fewest_tears'));
    expect(broken.status).not.toBe(0);
    expect(broken.output).toMatch(/fewest_tears/);
  });

  it("docker-compose.yml publishes the SMTP receiver of agents' replies on INBOUND_SMTP_PORT (default from .env.example)", () => {
    const compose = read('docker-compose.yml');
    const published = /'\$\{INBOUND_SMTP_PORT:-(\d+)\}:\$\{INBOUND_SMTP_PORT:-(\d+)\}'/.exec(compose);
    expect(published).not.toBeNull();
    const example = /^INBOUND_SMTP_PORT=(\d+)/m.exec(read('.env.example'))?.[1];
    expect([published![1], published![2]]).toEqual([example, example]);
  });

  it('the Dockerfile, engines, the README and the Node fetch script name one Node.js major version', () => {
    const dockerMajors = [...read('Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const enginesMajor = Number(/>=\s*(\d+)/.exec(engines)?.[1]);
    const readmeMajor = Number(/\*\*Node\.js (\d+) LTS\*\*/.exec(read('README.md'))?.[1]);
    const fetchedMajor = Number(/node@(\d+)/.exec(read('scripts/use-node.sh'))?.[1]);
    expect(dockerMajors.length).toBeGreaterThan(0);
    expect(new Set([...dockerMajors, enginesMajor, readmeMajor, fetchedMajor])).toEqual(new Set([24]));
  });
});
