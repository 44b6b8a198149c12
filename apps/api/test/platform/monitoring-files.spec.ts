import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The monitoring files an administrator runs (issue 45) are checked like code, by their own tools.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const prometheusDir = join(root, 'monitoring/prometheus');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

function promtool(...args: string[]): { status: number | null; output: string } {
  const r = spawnSync('promtool', args, { cwd: prometheusDir, encoding: 'utf8' });
  if (r.error)
    throw new Error(
      `promtool is not installed (scripts/system-deps.sh installs Debian's prometheus): ${r.error.message}`,
    );
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

type Panel = {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { uid: string };
  targets?: { expr: string; datasource?: { uid: string } }[];
};

describe('monitoring files', () => {
  it('the alert rules pass promtool check rules and their unit tests (promtool test rules)', () => {
    const checked = promtool('check', 'rules', 'alerts.yml');
    expect(checked).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
    const tested = promtool('test', 'rules', 'alerts.test.yml');
    expect([tested.status, tested.output]).toEqual([0, expect.stringContaining('SUCCESS')]);
    // Each required alert has a unit test and a runbook section in the README.
    const tests = readFileSync(join(prometheusDir, 'alerts.test.yml'), 'utf8');
    const readme = read('README.md');
    const alerts = [...readFileSync(join(prometheusDir, 'alerts.yml'), 'utf8').matchAll(/- alert: (\w+)/g)].map(
      (m) => m[1],
    );
    expect(alerts).toEqual(
      expect.arrayContaining([
        'FreightMailQueueGrowing',
        'FreightHttp5xxHigh',
        'FreightListRouteSlow',
        'FreightBackupTooOld',
      ]),
    );
    for (const alert of alerts) {
      expect([alert, tests.includes(`alertname: ${alert}`)]).toEqual([alert, true]);
      expect([alert, readme.includes(`#### ${alert}`)]).toEqual([alert, true]);
    }
  });

  it('promtool refuses a broken rule, so the check above can fail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-check-'));
    try {
      const broken = readFileSync(join(prometheusDir, 'alerts.yml'), 'utf8').replace('> 0.01', '> > 0.01');
      writeFileSync(join(dir, 'alerts.yml'), broken);
      expect(promtool('check', 'rules', join(dir, 'alerts.yml')).status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the Prometheus configuration is valid and loads the alert rules', () => {
    expect(promtool('check', 'config', '--syntax-only', 'prometheus.yml').status).toBe(0);
    expect(readFileSync(join(prometheusDir, 'prometheus.yml'), 'utf8')).toMatch(/rule_files:\s*\n\s*- alerts\.yml/);
  });

  it('the slow-list alert covers exactly the paged lists of the API document (exports aside)', () => {
    const doc = JSON.parse(read('docs/openapi.json')) as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
    };
    const lists = Object.entries(doc.paths)
      .filter(
        ([path, item]) =>
          !path.endsWith('/export') && item.get?.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'),
      )
      .map(([path]) => path.replace(/\{(\w+)\}/g, ':$1'))
      .sort();
    const rules = readFileSync(join(prometheusDir, 'alerts.yml'), 'utf8');
    const listRule = /record: freight:list_route_latency_seconds:p95_5m[\s\S]*?route=~"([^"]+)"/.exec(rules);
    expect(listRule).not.toBeNull();
    expect(listRule![1].split('|').sort()).toEqual(lists);
    expect(lists.length).toBeGreaterThanOrEqual(8);
  });

  it('the Grafana dashboard is provisioned from the repository: its panels use the provisioned data source and fit the grid', () => {
    const datasource = read('monitoring/grafana/provisioning/datasources/prometheus.yml');
    const uid = /uid: (\S+)/.exec(datasource)?.[1];
    expect(read('monitoring/grafana/provisioning/dashboards/freight.yml')).toContain(
      'path: /var/lib/grafana/dashboards',
    );
    const files = readdirSync(join(root, 'monitoring/grafana/dashboards'));
    expect(files).toEqual(['freight-portal.json']);
    const dashboard = JSON.parse(read('monitoring/grafana/dashboards/freight-portal.json')) as {
      uid: string;
      panels: Panel[];
    };
    expect(dashboard.uid).toBe('freight-portal');
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rules = readFileSync(join(prometheusDir, 'alerts.yml'), 'utf8');
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      const where = `${panel.title}`;
      expect([where, panel.datasource?.uid]).toEqual([where, uid]);
      expect([where, panel.gridPos.x + panel.gridPos.w <= 24]).toEqual([where, true]);
      expect([where, (panel.targets?.length ?? 0) > 0]).toEqual([where, true]);
      for (const target of panel.targets!) {
        // A recording rule the dashboard reads is one alerts.yml defines.
        for (const recorded of target.expr.match(/freight:[\w:]+/g) ?? [])
          expect([where, rules.includes(`record: ${recorded}`)]).toEqual([where, true]);
      }
    }
    // The panels the issue names: business gauges, requests, pool, queues, mails, STOMP, sign-ins, Node.
    const exprs = dashboard.panels.flatMap((p) => p.targets?.map((t) => t.expr) ?? []).join('\n');
    for (const metric of [
      'freight_quotations_waiting_pricing',
      'freight_cost_requests_waiting',
      'freight_quotations_awaiting_approval',
      'freight_backup_last_success_timestamp_seconds',
      'freight_http_request_duration_seconds',
      'freight_http_requests_in_flight',
      'freight_db_pool_connections',
      'freight_db_query_duration_seconds',
      'freight_queue_jobs',
      'freight_job_duration_seconds',
      'freight_mails_total',
      'freight_inbound_mails_total',
      'freight_stomp_connections',
      'freight_stomp_messages_total',
      'freight_login_failures_total',
      'freight_login_lockouts_total',
      'nodejs_eventloop_lag',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect([metric, exprs.includes(metric)]).toEqual([metric, true]);
  });

  it('docker-compose validates the monitoring profile, with pinned images', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-monitoring-'));
    try {
      copyFileSync(join(root, 'docker-compose.yml'), join(dir, 'docker-compose.yml'));
      copyFileSync(join(root, '.env.example'), join(dir, '.env'));
      const r = spawnSync('docker-compose', ['--profile', 'monitoring', 'config'], { cwd: dir, encoding: 'utf8' });
      if (r.error) throw new Error(`docker-compose is not installed: ${r.error.message}`);
      expect([r.status, r.stderr]).toEqual([0, '']);
      for (const [service, image] of [
        ['prometheus', /image: prom\/prometheus:v\d+\.\d+\.\d+\n/],
        ['grafana', /image: grafana\/grafana:\d+\.\d+\.\d+\n/],
      ] as const) {
        expect([service, image.test(r.stdout)]).toEqual([service, true]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
