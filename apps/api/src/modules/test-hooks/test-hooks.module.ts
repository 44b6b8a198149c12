import { Module } from '@nestjs/common';
import { TestHooksController } from './test-hooks.controller.js';
import { TestHooksRepository } from './test-hooks.repository.js';

/** Imported by AppModule only when config.testHooks is on (tests; never production). */
@Module({ controllers: [TestHooksController], providers: [TestHooksRepository] })
export class TestHooksModule {}
