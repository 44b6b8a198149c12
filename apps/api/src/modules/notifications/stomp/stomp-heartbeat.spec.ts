import { describe, expect, it } from '@jest/globals';
import { negotiateHeartbeat, parseHeartbeat } from './stomp-heartbeat.js';

describe('STOMP heart-beat negotiation', () => {
  it('parses the client header, missing meaning none, and refuses garbage', () => {
    expect(parseHeartbeat('10000,10000')).toEqual([10000, 10000]);
    expect(parseHeartbeat(' 0, 5000 ')).toEqual([0, 5000]);
    expect(parseHeartbeat(undefined)).toEqual([0, 0]);
    expect(parseHeartbeat('ten,10')).toBeNull();
    expect(parseHeartbeat('-1,10')).toBeNull();
  });

  it('takes the larger interval each way and none when either side declines', () => {
    expect(negotiateHeartbeat([10000, 10000], 10000)).toEqual({ sendEveryMs: 10000, expectEveryMs: 10000 });
    expect(negotiateHeartbeat([20000, 5000], 10000)).toEqual({ sendEveryMs: 10000, expectEveryMs: 20000 });
    expect(negotiateHeartbeat([0, 30000], 10000)).toEqual({ sendEveryMs: 30000, expectEveryMs: 0 });
    expect(negotiateHeartbeat([10000, 0], 10000)).toEqual({ sendEveryMs: 0, expectEveryMs: 10000 });
    expect(negotiateHeartbeat([10000, 10000], 0)).toEqual({ sendEveryMs: 0, expectEveryMs: 0 });
  });
});
