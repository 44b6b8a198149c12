import { describe, expect, it } from 'vitest';
import { toUserBody, userProblems, userValues } from './user-form';

describe('user form', () => {
  it('sends trimmed values, the code upper-case, and drops client and commercials that do not apply', () => {
    const v = {
      ...userValues(null),
      name: ' Ana ',
      email: ' Ana@Example.com ',
      code: ' ana1 ',
      clientId: 'c1',
      relatedCommercialIds: ['u1'],
    };
    expect(userProblems(v)).toEqual({});
    expect(toUserBody(v)).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      code: 'ANA1',
      clientId: null,
      relatedCommercialIds: [],
      role: null,
    });
    expect(toUserBody(v)).not.toHaveProperty('username');
    expect(toUserBody({ ...v, isManager: true, isThirdParty: true })).toMatchObject({
      clientId: 'c1',
      relatedCommercialIds: ['u1'],
    });
  });

  it('requires a name, a valid e-mail and code, and a client for third-party users', () => {
    expect(userProblems({ ...userValues(null), isThirdParty: true })).toEqual({
      name: 'required',
      email: 'email',
      code: 'code',
      clientId: 'client',
    });
  });
});
