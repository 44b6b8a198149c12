import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { TestHooksRepository } from './test-hooks.repository.js';

/** A duration from the query string, at most 10 minutes. */
function duration(raw: unknown): number {
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'ms', rules: ['isInt'] }] });
  return ms;
}

/**
 * Test-only routes (TEST_HOOKS=true, which loadConfig refuses with NODE_ENV=production; the module is
 * not even imported otherwise): a slow statement, a slow handler and a blocked event loop, so the tests
 * of the time limits and of the watchdog (issue 35) exercise the real paths.
 */
@ApiExcludeController()
@Controller('test-only/v1')
export class TestHooksController {
  constructor(private readonly db: TestHooksRepository) {}

  /** A statement that sleeps in PostgreSQL: through Prisma, or straight through the pg pool (PreparedReads' path). */
  @Get('sql-sleep')
  @Public()
  async sqlSleep(@Query('ms') raw: unknown, @Query('via') via: unknown): Promise<{ slept: number }> {
    const seconds = duration(raw) / 1000;
    await this.db.sleep(seconds, via === 'pool' ? 'pool' : 'prisma');
    return { slept: seconds };
  }

  /** A handler that waits without touching the database. */
  @Get('wait')
  @Public()
  async wait(@Query('ms') raw: unknown): Promise<{ waited: number }> {
    const ms = duration(raw);
    // Unref'd: a handler abandoned by its time limit does not keep a test process alive.
    await new Promise((resolve) => setTimeout(resolve, ms).unref());
    return { waited: ms };
  }

  /** Holds the event loop: nothing else in the process runs meanwhile (an import parsed on the main thread did this). */
  @Get('busy')
  @Public()
  busy(@Query('ms') raw: unknown): { busy: number } {
    const ms = duration(raw);
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Spin.
    }
    return { busy: ms };
  }
}
