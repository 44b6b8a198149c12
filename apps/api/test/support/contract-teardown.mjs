// Jest global teardown: how much of the OpenAPI document the integration suites checked answers against.
import { existsSync, readFileSync, rmSync } from 'node:fs';

export default function contractTeardown() {
  const file = process.env.CONTRACT_REPORT_FILE;
  if (!file || !existsSync(file)) return;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  rmSync(file, { force: true });
  if (lines.length === 0) return;
  const operations = new Set(lines.flatMap((l) => l.operations));
  const responses = lines.reduce((n, l) => n + l.responses, 0);
  const doc = JSON.parse(readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'));
  const total = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  console.log(
    `\nOpenAPI contract: ${responses} responses validated against the document, covering ${operations.size} of ${total} operations`,
  );
}
