import { describe, expect, it } from '@jest/globals';
import { noteAppliesToService } from '@freight/shared';

describe('noteAppliesToService', () => {
  it('a note listing no service applies to every service', () => {
    expect(noteAppliesToService({ services: [] }, 'EXPRESS')).toBe(true);
  });

  it('a note listing services applies to those only', () => {
    const note = { services: ['SEA_FCL', 'SEA_LCL'] };
    expect(noteAppliesToService(note, 'SEA_LCL')).toBe(true);
    expect(noteAppliesToService(note, 'AIR_LSE')).toBe(false);
  });
});
