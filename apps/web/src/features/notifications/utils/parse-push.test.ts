import { describe, expect, it } from 'vitest';
import { parsePush } from './parse-push';

describe('parsePush', () => {
  it('reads id, title, message and key', () => {
    const body = JSON.stringify({ id: 'n1', title: 'Nueva solicitud', message: 'MVD-26-000123', key: 'MVD-26-000123' });
    expect(parsePush(body)).toEqual({
      id: 'n1',
      title: 'Nueva solicitud',
      message: 'MVD-26-000123',
      key: 'MVD-26-000123',
    });
  });

  it('takes a missing, null or empty key as no quotation', () => {
    expect(parsePush(JSON.stringify({ id: 'n1', title: 't', message: 'm' }))?.key).toBeNull();
    expect(parsePush(JSON.stringify({ id: 'n1', title: 't', message: 'm', key: null }))?.key).toBeNull();
    expect(parsePush(JSON.stringify({ id: 'n1', title: 't', message: 'm', key: '' }))?.key).toBeNull();
  });

  it('refuses bodies that are not a push', () => {
    expect(parsePush('not json')).toBeNull();
    expect(parsePush('null')).toBeNull();
    expect(parsePush('[]')).toBeNull();
    expect(parsePush(JSON.stringify({ title: 't', message: 'm' }))).toBeNull();
    expect(parsePush(JSON.stringify({ id: 1, title: 't', message: 'm' }))).toBeNull();
  });
});
