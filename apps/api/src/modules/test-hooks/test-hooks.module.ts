import { Module } from '@nestjs/common';
import { TestHooksController } from './test-hooks.controller.js';

/** Imported by AppModule only when config.testHooks is on (tests; never production). */
@Module({ controllers: [TestHooksController] })
export class TestHooksModule {}
