import { describe, expect, it } from '@jest/globals';
import { isValidSsoIssuer } from '@freight/shared';

describe('the single sign-on issuer rule', () => {
  it('takes https URLs, and plain http only for a provider on this machine', () => {
    for (const ok of [
      'https://login.microsoftonline.com/tenant-id/v2.0',
      'https://accounts.google.com',
      'https://id.example.com:8443/realms/staff',
      'http://127.0.0.1:4400',
      'http://localhost:4400/',
      'http://[::1]:4400',
    ])
      expect([ok, isValidSsoIssuer(ok)]).toEqual([ok, true]);
  });

  it('refuses plain http elsewhere, other schemes, user info, queries, fragments and blanks', () => {
    for (const bad of [
      'http://login.example.com',
      'ftp://login.example.com',
      'https://user:pw@login.example.com',
      'https://login.example.com/?tenant=1',
      'https://login.example.com/#x',
      'https://',
      'login.example.com',
      '',
      ' https://login.example.com',
      'javascript:alert(1)',
    ])
      expect([bad, isValidSsoIssuer(bad)]).toEqual([bad, false]);
  });
});
