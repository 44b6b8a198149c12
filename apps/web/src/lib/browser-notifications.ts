import { useCallback, useEffect, useState } from 'react';

/** The browser's notification permission, or `unsupported` where the Notification API is missing. */
export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

function notificationApi(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

export function browserNotificationPermission(): BrowserNotificationPermission {
  return notificationApi()?.permission ?? 'unsupported';
}

/** Asks the user (the browser shows its prompt only from default; denied stays denied). */
export async function requestBrowserNotificationPermission(): Promise<BrowserNotificationPermission> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  try {
    return await api.requestPermission();
  } catch {
    // Browsers that only know the old callback form, or refuse outside a user gesture.
    return api.permission;
  }
}

export type BrowserNotificationOptions = { body: string; tag?: string; onClick?: () => void };

/**
 * A system notification when the user allowed them; nothing otherwise. Clicking it brings
 * this window forward before `onClick` runs.
 */
export function showBrowserNotification(title: string, options: BrowserNotificationOptions): Notification | null {
  const api = notificationApi();
  if (api?.permission !== 'granted') return null;
  try {
    const notification = new api(title, { body: options.body, tag: options.tag });
    const { onClick } = options;
    if (onClick) {
      notification.onclick = () => {
        window.focus();
        notification.close();
        onClick();
      };
    }
    return notification;
  } catch (error) {
    // Mobile Chrome allows notifications only from a service worker and throws here.
    console.warn('Browser notification not shown', error);
    return null;
  }
}

/**
 * The current permission and a way to ask for it. Also follows changes the user makes in
 * the browser's own site settings while the page is open, where the browser reports them.
 */
export function useBrowserNotificationPermission() {
  const [permission, setPermission] = useState<BrowserNotificationPermission>(browserNotificationPermission);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const refresh = () => setPermission(browserNotificationPermission());
    navigator.permissions.query({ name: 'notifications' }).then(
      (result) => {
        if (cancelled) return;
        status = result;
        status.addEventListener('change', refresh);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      status?.removeEventListener('change', refresh);
    };
  }, []);

  const request = useCallback(async () => {
    const next = await requestBrowserNotificationPermission();
    setPermission(next);
    return next;
  }, []);

  return { permission, request };
}
