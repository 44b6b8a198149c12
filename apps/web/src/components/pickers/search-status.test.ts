import { describe, expect, it } from 'vitest';
import { searchStatus } from './search-status';

describe("a server-searched picker's status", () => {
  it('says nothing while no text is searched for', () => {
    expect(searchStatus({ searched: false, answered: false, found: 0 })).toBeNull();
    expect(searchStatus({ searched: false, answered: true, found: 0, failed: 'Error' })).toBeNull();
  });

  it('says searching until the answer arrives, then no results when it lists nothing', () => {
    expect(searchStatus({ searched: true, answered: false, found: 0 })).toEqual({ key: 'searching' });
    expect(searchStatus({ searched: true, answered: true, found: 0 })).toEqual({ key: 'noResults' });
  });

  it('says nothing when options are listed (they are the answer)', () => {
    expect(searchStatus({ searched: true, answered: true, found: 3 })).toBeNull();
    expect(searchStatus({ searched: true, answered: false, found: 2 })).toBeNull();
  });

  it("says the lookup's failure rather than no results", () => {
    expect(searchStatus({ searched: true, answered: true, found: 0, failed: 'No connection' })).toEqual({
      text: 'No connection',
    });
  });
});
