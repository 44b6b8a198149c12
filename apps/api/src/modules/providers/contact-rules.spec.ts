import { describe, expect, it } from '@jest/globals';
import { primaryContactIndex, primaryContactProblems } from '@freight/shared';
import { canInactivate, primaryOnAdd, primaryOnUpdate, type ContactState } from './contact-rules.js';

const c = (id: string, primary: boolean, active = true): ContactState => ({ id, primary, active });

describe('primary contact on create', () => {
  it('refuses more than one flagged contact', () => {
    expect(primaryContactProblems([{ primary: true }, { primary: true }])).toEqual([
      { field: 'contacts', rules: ['onePrimaryContact'] },
    ]);
    expect(primaryContactProblems([{ primary: true }, {}])).toEqual([]);
    expect(primaryContactProblems([{}, { primary: false }])).toEqual([]);
  });

  it('picks the flagged contact, else the first', () => {
    expect(primaryContactIndex([{}, { primary: true }, {}])).toBe(1);
    expect(primaryContactIndex([{ primary: false }, {}])).toBe(0);
  });
});

describe('primary contact on add', () => {
  it("a provider's first contact is primary even when not asked", () => {
    expect(primaryOnAdd([], undefined)).toBe(true);
    expect(primaryOnAdd([], false)).toBe(true);
  });

  it('a later contact is primary only when asked', () => {
    expect(primaryOnAdd([c('a', true)], undefined)).toBe(false);
    expect(primaryOnAdd([c('a', true)], true)).toBe(true);
  });
});

describe('primary contact on update', () => {
  it('leaving the flag out keeps the current role', () => {
    expect(primaryOnUpdate(c('a', true), undefined)).toEqual({ primary: true });
    expect(primaryOnUpdate(c('b', false), undefined)).toEqual({ primary: false });
  });

  it('an active contact may take the role', () => {
    expect(primaryOnUpdate(c('b', false), true)).toEqual({ primary: true });
  });

  it('the primary contact cannot drop the role, only hand it over', () => {
    expect(primaryOnUpdate(c('a', true), false)).toEqual({
      problem: { field: 'primary', rules: ['primaryContactRequired'] },
    });
  });

  it('an inactive contact cannot take the role', () => {
    expect(primaryOnUpdate(c('b', false, false), true)).toEqual({
      problem: { field: 'primary', rules: ['inactiveContactCannotBePrimary'] },
    });
  });
});

describe('inactivating a contact', () => {
  it('is allowed except for the primary contact', () => {
    expect(canInactivate(c('b', false))).toBe(true);
    expect(canInactivate(c('a', true))).toBe(false);
  });
});
