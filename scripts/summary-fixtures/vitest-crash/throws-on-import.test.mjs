import { it } from 'vitest';
throw new Error('this file throws on import');
it('never registered', () => {});
