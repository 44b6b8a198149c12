import { expect, it } from 'vitest';
it('passes', () => expect(1 + 1).toBe(2));
