import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildDocumentFromCode, DOCUMENT_PATH, documentText, METADATA_PATH } from '../../src/openapi/openapi-build.js';

type Op = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};

function operations(doc: OpenAPIObject): [string, Op][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Op>).map(
      ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Op],
    ),
  );
}

// The contract is reviewed like code: the committed document must be the one the code builds today.
/** Lists paged by number over a fixed, gap-free ordinal instead of a cursor (see the check below). */
const NUMBERED_PAGES = new Set(['GET /app/v1/rates/carrier-sheets/dry-runs/{dryRunId}/rows']);

describe('the OpenAPI document', () => {
  let built: { document: OpenAPIObject; metadataSource: string };

  // Built once for both tests (they run in any order).
  beforeAll(async () => {
    built = await buildDocumentFromCode();
  }, 240_000);

  it('committed as docs/openapi.json is the one the code builds (else run npm run openapi:write and commit the diff)', () => {
    expect(readFileSync(METADATA_PATH, 'utf8')).toBe(built.metadataSource);
    const committed = readFileSync(DOCUMENT_PATH, 'utf8');
    if (committed !== documentText(built.document)) {
      // Show the first differing operation rather than two 400 KB strings.
      expect(JSON.parse(committed)).toEqual(JSON.parse(documentText(built.document)));
      expect(committed).toBe(documentText(built.document));
    }
  });

  it('gives every 2xx JSON answer a schema, every operation a 4xx and its security, every list its paging parameters', () => {
    const doc = built.document;
    expect(doc.servers?.length).toBeGreaterThan(0);
    let lists = 0;
    for (const [name, op] of operations(doc)) {
      const ok = Object.entries(op.responses).filter(([s]) => s.startsWith('2'));
      expect([name, ok.length]).toEqual([name, 1]);
      const [status, answer] = ok[0];
      if (status !== '204' && answer.content)
        for (const media of Object.values(answer.content))
          expect([name, media.schema]).toEqual([name, expect.anything()]);
      expect([name, Object.keys(op.responses).some((s) => s.startsWith('4'))]).toEqual([name, true]);
      expect([name, Array.isArray(op.security)]).toEqual([name, true]);
      const schema = JSON.stringify(answer.content?.['application/json']?.schema ?? {});
      if (/Page"/.test(schema)) {
        lists++;
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        // A carrier sheet's dry run never changes and numbers its rows per outcome without gaps: a page
        // number is a range of that key (as fast deep as first), and the screen shows the page count.
        const paging = NUMBERED_PAGES.has(name) ? ['page', 'pageSize'] : ['limit', 'cursor'];
        expect([name, query]).toEqual([name, expect.arrayContaining(paging)]);
      }
    }
    expect(lists).toBeGreaterThanOrEqual(8);
  });
});
