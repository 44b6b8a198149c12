import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserNotificationPermission,
  requestBrowserNotificationPermission,
  showBrowserNotification,
} from './browser-notifications';

type FakeNotification = {
  title: string;
  options: NotificationOptions;
  onclick: (() => void) | null;
  close: () => void;
};

/** A stand-in for the browser's Notification class with a fixed permission. */
function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const created: FakeNotification[] = [];
  const Fake = vi.fn(function (this: FakeNotification, title: string, options: NotificationOptions) {
    this.title = title;
    this.options = options;
    this.onclick = null;
    this.close = vi.fn();
    created.push(this);
  });
  Object.assign(Fake, { permission, requestPermission: vi.fn(() => Promise.resolve(answer)) });
  vi.stubGlobal('Notification', Fake);
  return { created, Fake };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser notification permission', () => {
  it('is unsupported where the Notification API is missing', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(browserNotificationPermission()).toBe('unsupported');
    await expect(requestBrowserNotificationPermission()).resolves.toBe('unsupported');
    expect(showBrowserNotification('t', { body: 'b' })).toBeNull();
  });

  it.each(['granted', 'denied', 'default'] as const)('reports %s as the browser does', (permission) => {
    fakeNotificationApi(permission);
    expect(browserNotificationPermission()).toBe(permission);
  });

  it('answers what the user chose in the prompt', async () => {
    fakeNotificationApi('default', 'granted');
    await expect(requestBrowserNotificationPermission()).resolves.toBe('granted');
  });
});

describe('showBrowserNotification', () => {
  it('shows nothing unless permission is granted', () => {
    const { created } = fakeNotificationApi('default');
    expect(showBrowserNotification('Title', { body: 'Body' })).toBeNull();
    expect(created).toHaveLength(0);
  });

  it('shows title and body, and a click focuses the window, closes it and runs the action', () => {
    const { created } = fakeNotificationApi('granted');
    const focus = vi.fn();
    vi.stubGlobal('window', { focus });
    const onClick = vi.fn();

    showBrowserNotification('New request', { body: 'MVD-26-000123 was requested', tag: 'n1', onClick });

    expect(created).toHaveLength(1);
    expect(created[0].title).toBe('New request');
    expect(created[0].options).toEqual({ body: 'MVD-26-000123 was requested', tag: 'n1' });
    created[0].onclick?.();
    expect(focus).toHaveBeenCalledOnce();
    expect(created[0].close).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
