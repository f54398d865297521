import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FeedItem } from '@/lib/live/converters';
import type { LiveState } from '@/lib/live/useLiveSnapshot';
import { createArrivalWatch } from '@/lib/arrivalWatch';
import { claimOnce } from './feed';

export type Permission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;
const currentPermission = (): Permission => (supported() ? Notification.permission : 'unsupported');

/** The browser's notification permission, kept current, and the one way to ask for it (the panel's button, never a page load). */
export function useNotificationPermission(): { permission: Permission; ask: () => Promise<void> } {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  useEffect(() => {
    if (!supported() || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(currentPermission());
    navigator.permissions.query({ name: 'notifications' }).then(
      (answer) => {
        status = answer;
        status.addEventListener('change', update);
      },
      () => undefined,
    );
    return () => status?.removeEventListener('change', update);
  }, []);
  const ask = useCallback(async () => {
    if (!supported()) return;
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, ask };
}

const SHOWN_LOCK = 'campuseats-notification-shown';
/** How long the tab that shows an item holds its lock: longer than local storage takes to reach the other tabs. */
const CLAIM_HELD_MS = 60_000;

/** Claims `id` for this tab under a lock named after it, held for a while: local storage reaches the other tabs too late alone. */
function claimAcrossTabs(id: string): Promise<boolean> {
  const claim = () => claimOnce(id, window.localStorage);
  if (!navigator.locks) return Promise.resolve(claim());
  return new Promise<boolean>((resolve, reject) => {
    navigator.locks
      .request(`${SHOWN_LOCK}:${id}`, { ifAvailable: true }, async (lock) => {
        const mine = lock !== null && claim();
        resolve(mine);
        if (mine) await new Promise((held) => setTimeout(held, CLAIM_HELD_MS));
      })
      .catch(reject);
  });
}

/** A system notification tagged with the item's id, through the service worker where the page may not make one (Chrome on Android). */
async function showSystemNotification(item: FeedItem, open: (link: string) => void): Promise<void> {
  const options = { body: item.body, tag: item.id, data: { link: item.link }, icon: '/logo.svg' };
  try {
    const notification = new Notification(item.title, options);
    notification.onclick = () => {
      window.focus();
      open(item.link);
      notification.close();
    };
  } catch {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.showNotification(item.title, options);
  }
}

/** A system notification for each unread item that arrives while the page is open, once allowed (docs/product.md#notifications). */
export function useSystemNotifications(unread: LiveState<FeedItem[]>, permission: Permission): void {
  const navigate = useNavigate();
  const watch = useRef(createArrivalWatch<FeedItem>());
  useEffect(() => {
    if (unread.status !== 'success') return;
    const arrivals = watch.current(unread.data);
    if (permission !== 'granted') return;
    for (const item of arrivals) {
      claimAcrossTabs(item.id)
        .then((mine) => (mine ? showSystemNotification(item, navigate) : undefined))
        .catch((error: unknown) => console.warn('A system notification could not be shown', error));
    }
  }, [unread, permission, navigate]);
}
