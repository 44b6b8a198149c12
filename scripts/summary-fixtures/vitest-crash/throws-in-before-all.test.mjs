import { beforeAll, expect, it } from 'vitest';
beforeAll(() => {
  throw new Error('beforeAll throws');
});
it('would pass', () => expect(true).toBe(true));
