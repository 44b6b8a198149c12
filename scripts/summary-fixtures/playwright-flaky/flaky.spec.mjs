import { expect, test } from '@playwright/test';
test('passes only on its retry', ({}, info) => expect(info.retry).toBe(1));
test('passes', () => expect(1).toBe(1));
