import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

describe('HTTP edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ bodyLimit: '10kb' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('/health reports database and queue up with 200', async () => {
    const res = await request(t.http).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'up', database: 'up', queue: 'up', eventLoop: 'up' });
  });

  it('serves the OpenAPI document generated from the code and a browsable page', async () => {
    const json = await request(t.http).get('/openapi.json');
    expect(json.status).toBe(200);
    const doc = json.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/v1/login', '/auth/v1/me', '/auth/v1/me/settings', '/app/v1/config', '/health']),
    );
    const page = await request(t.http).get('/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger');
  });

  it('answers an unknown route with the one error shape and a translated message', async () => {
    const es = await request(t.http).get('/app/v1/nothing-here');
    expect(es.status).toBe(404);
    // The request id names the server's log line of this answer (also in X-Request-Id), for the help desk.
    expect(es.body).toEqual({
      code: 'NOT_FOUND',
      message: 'No se encontró lo solicitado.',
      details: null,
      requestId: es.headers['x-request-id'],
    });
    const pt = await request(t.http).get('/app/v1/nothing-here').set('Accept-Language', 'pt-BR,pt;q=0.9');
    expect((pt.body as { message: string }).message).toBe('O que foi solicitado não foi encontrado.');
  });

  it('answers malformed JSON with 400 MALFORMED_REQUEST and no stack trace', async () => {
    const res = await request(t.http)
      .post('/auth/v1/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(res.status).toBe(400);
    expect((res.body as { code: string }).code).toBe('MALFORMED_REQUEST');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it('refuses a body over the size limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'x'.repeat(20_000), password: 'y' });
    expect(res.status).toBe(413);
    expect((res.body as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('POST /auth/v1/login, GET /auth/v1/me and every API answer say Cache-Control: no-store; the SPA does not', async () => {
    const login = await request(t.http).post('/auth/v1/login').send({ username: 'comercial', password: 'Demo1234!' });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = (login.body as { access_token: string }).access_token;
    const me = await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
    expect([me.status, me.headers['cache-control']]).toEqual([200, 'no-store']);
    const list = await request(t.http).get('/app/v1/quotations?view=mine').set('Authorization', `Bearer ${token}`);
    expect([list.status, list.headers['cache-control']]).toEqual([200, 'no-store']);
    const refused = await request(t.http).post('/auth/v1/login').send({ username: 'comercial', password: 'wrong' });
    expect([refused.status, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    expect((await request(t.http).get('/health')).headers['cache-control']).not.toBe('no-store');
  });

  it('sets security headers and echoes a request id', async () => {
    const res = await request(t.http).get('/app/v1/config').set('X-Request-Id', 'trace-abc.123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const generated = await request(t.http).get('/app/v1/config');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
