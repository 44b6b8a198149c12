import { describe, expect, it } from 'vitest';
import { providerProblems } from './provider-form-rules';
import { emptyContact, emptyProvider, toCreateBody, type ProviderFormValues } from './provider-form-values';

function valid(): ProviderFormValues {
  const v = emptyProvider();
  return {
    ...v,
    code: 'abc-1',
    name: 'Agent',
    contacts: [{ ...v.contacts[0], name: 'Ana', email: 'ana@agents.demo' }],
  };
}

describe('provider form rules', () => {
  it('a complete new provider has no problems and is sent with an upper-case code', () => {
    expect(providerProblems(valid(), true)).toEqual({});
    expect(toCreateBody(valid())).toMatchObject({
      code: 'ABC-1',
      contacts: [{ name: 'Ana', primary: true, comments: null }],
    });
  });

  it('names each missing or malformed field', () => {
    const v = { ...valid(), code: 'a b', name: ' ', contacts: [{ ...emptyContact(true), email: 'nope' }] };
    expect(providerProblems(v, true)).toEqual({
      code: 'matches',
      name: 'isNotEmpty',
      'contacts.0.name': 'isNotEmpty',
      'contacts.0.email': 'isEmail',
    });
  });

  it('needs exactly one primary contact when creating', () => {
    const v = valid();
    const two = { ...v, contacts: [v.contacts[0], { ...v.contacts[0], key: 'b' }] };
    expect(providerProblems(two, true)).toEqual({ contacts: 'onePrimaryContact' });
    expect(providerProblems({ ...v, contacts: [] }, true)).toEqual({ contacts: 'arrayMinSize' });
  });

  it('ignores contacts when editing (they have their own panel)', () => {
    expect(providerProblems({ ...valid(), contacts: [] }, false)).toEqual({});
  });
});
