import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { APP_MODULES } from '@freight/shared';
import { ForModule, SignedIn } from '../../src/common/auth/access.decorators.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';

// Stands for any controller of the support module (its real routes come with the support issue).
@ForModule('support')
@Controller('support/v1/probe')
class SupportProbeController {
  @Get()
  @SignedIn()
  probe() {
    return { ok: true };
  }
}
@Module({ controllers: [SupportProbeController] })
class SupportProbeModule {}

describe('module switches', () => {
  describe('with every module on (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, [SupportProbeModule]);
    });
    afterAll(async () => {
      await t.close();
    });

    it('/app/v1/config lists all modules, the official website and the default language without signing in', async () => {
      const res = await request(t.http).get('/app/v1/config');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        modules: [...APP_MODULES],
        officialWebsiteUrl: 'https://www.example.com',
        defaultLanguage: 'es',
      });
    });

    it("the module's routes answer", async () => {
      const token = await loginAs(t.http, 'soporte');
      expect((await request(t.http).get('/support/v1/probe').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    });
  });

  describe('with support switched off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ enabledModules: APP_MODULES.filter((m) => m !== 'support') }, [SupportProbeModule]);
    });
    afterAll(async () => {
      await t.close();
    });

    it('its routes answer 404, signed in or not', async () => {
      const token = await loginAs(t.http, 'soporte');
      const signedIn = await request(t.http).get('/support/v1/probe').set('Authorization', `Bearer ${token}`);
      const anonymous = await request(t.http).get('/support/v1/probe');
      for (const res of [signedIn, anonymous]) {
        expect(res.status).toBe(404);
        expect((res.body as { code: string }).code).toBe('MODULE_DISABLED');
      }
    });

    it('/app/v1/config no longer lists it', async () => {
      const res = await request(t.http).get('/app/v1/config');
      expect((res.body as { modules: string[] }).modules).not.toContain('support');
      expect((res.body as { modules: string[] }).modules).toHaveLength(APP_MODULES.length - 1);
    });
  });
});
