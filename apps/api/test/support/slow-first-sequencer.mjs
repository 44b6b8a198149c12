import Sequencer from '@jest/test-sequencer';

/**
 * The files that take a minute or more on a two-core runner start first. Jest orders a run without
 * timings from an earlier one (every CI run) by file size, which started the six-minute upgrade test
 * last and left one worker idle while it ran. The rest keep Jest's own order.
 */
export const SLOW_FIRST = [
  'test/platform/upgrade-keeps-data.spec.ts',
  'test/faults/kill-during-mail.spec.ts',
  'test/faults/kill-during-imap.spec.ts',
  'test/imports/hostile-files.spec.ts',
  'test/platform/backup-restore.spec.ts',
  'test/operations/list-index-plan.spec.ts',
  'test/quotations/export-stream.spec.ts',
  'test/platform/fuzz/fuzz-writes.spec.ts',
  'test/platform/access-matrix.spec.ts',
  'test/faults/redis-outage.spec.ts',
];

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = SLOW_FIRST.findIndex((path) => test.path.endsWith(path));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: files off the list keep the order Jest gave them.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}
