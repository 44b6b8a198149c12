import type { Response } from 'superagent';

/** supertest parser that keeps any response body as raw bytes. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export type ErrorResponse = { code: string; details: Record<string, unknown> | null };
