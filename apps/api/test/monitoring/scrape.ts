import request from 'supertest';
import type { App } from 'supertest/types.js';

/** GET /metrics from loopback (allowed by the default METRICS_ALLOW): the exposition text. */
export async function scrape(http: App): Promise<string> {
  const res = await request(http).get('/metrics');
  if (res.status !== 200) throw new Error(`scrape answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.text;
}

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Every sample line of the text exposition format (comments skipped). */
export function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** The value of the one sample of `name` carrying at least these labels; undefined when none does. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} series`);
  return found[0]?.value;
}

/** The label sets of every series of `name`, sorted (to compare two scrapes). */
export function seriesOf(text: string, name: string): string[] {
  return samples(text)
    .filter((s) => s.name === name)
    .map((s) => JSON.stringify(s.labels))
    .sort();
}
