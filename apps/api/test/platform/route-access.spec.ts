import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { auditRoutes } from '../../src/common/auth/route-audit.js';
import { startTestApp, type TestApp } from '../support/app.js';

// A route that forgets to declare its access rule, as a careless change might.
@Controller('app/v1/forgotten')
class ForgottenController {
  @Get()
  leak() {
    return { secret: true };
  }
}
@Module({ controllers: [ForgottenController] })
class ForgottenModule {}

describe('deny by default', () => {
  it('every route registered by the real app declares public, signed-in or its permissions', async () => {
    const t = await startTestApp();
    try {
      const routes = auditRoutes(t.app);
      expect(routes.length).toBeGreaterThan(3);
      expect(routes.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/auth/v1/login', '/auth/v1/me', '/health', '/app/v1/config']),
      );
      expect(routes.filter((r) => !r.declared)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  describe('with a route that declares nothing', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, [ForgottenModule]);
    });
    afterAll(async () => {
      await t.close();
    });

    it('the route walk names it', () => {
      expect(auditRoutes(t.app).filter((r) => !r.declared)).toEqual([
        { controller: 'ForgottenController', handler: 'leak', path: '/app/v1/forgotten', declared: false },
      ]);
    });

    it('the guard refuses it even to an administrator', async () => {
      const login = await request(t.http).post('/auth/v1/login').send({ username: 'admin', password: 'Demo1234!' });
      const token = (login.body as { access_token: string }).access_token;
      const res = await request(t.http).get('/app/v1/forgotten').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(expect.objectContaining({ code: 'FORBIDDEN' }));
      expect(JSON.stringify(res.body)).not.toContain('secret');
    });
  });
});
