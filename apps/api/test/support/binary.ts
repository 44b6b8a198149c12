import type request from 'supertest';

/** A supertest parser that keeps a response's bytes as they came (PDFs, XLSX, CSV files). */
export const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
