import { describe, expect, it } from '@jest/globals';
import { messageIdFor } from './mail.service.js';

describe('messageIdFor', () => {
  it('gives every attempt of one idempotency key the same Message-ID, on the sender domain', () => {
    const a = messageIdFor('cost-request:1', 'Freight Portal <no-reply@freight.test>');
    expect(a).toBe(messageIdFor('cost-request:1', 'Freight Portal <no-reply@freight.test>'));
    expect(a).toMatch(/^<[0-9a-f]{40}@freight\.test>$/);
  });

  it('differs between keys, and falls back to a local domain for a sender without one', () => {
    expect(messageIdFor('cost-request:1', 'no-reply@x.io')).not.toBe(messageIdFor('cost-request:2', 'no-reply@x.io'));
    expect(messageIdFor('k', 'Freight')).toMatch(/@freight\.local>$/);
  });
});
