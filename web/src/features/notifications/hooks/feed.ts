import { NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '@campuseats/common/notifications';
import { formatDateTime } from '@/lib/dateTime';

// The bell's logic, free of React and Firestore so it is unit-tested alone (docs/product.md#notifications).

/** What the badge shows for this many unread items: nothing for none, "99+" over the cap. */
export function unreadBadgeText(unread: number): string | undefined {
  if (unread <= 0) return undefined;
  return unread > UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP}+` : String(unread);
}

/** The bell's accessible name: "Notifications", "Notifications, 3 unread", "Notifications, 99+ unread". */
export function bellLabel(unread: number): string {
  const badge = unreadBadgeText(unread);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Just now", "5 min ago", "3 h ago", "2 days ago", then the date and time. */
export function timeAgo(then: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDateTime(then);
}

/** The ids of system notifications shown lately, shared by every tab of this browser. */
export const SHOWN_KEY = 'campuseats-notifications-shown';
const SHOWN_KEPT = 100;

/** True the first time any tab claims `id` (under a Web Lock); without storage it says yes, as a duplicate beats a missed order. */
export function claimOnce(id: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    const stored: unknown = JSON.parse(storage.getItem(SHOWN_KEY) ?? '[]');
    const shown = Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
    if (shown.includes(id)) return false;
    storage.setItem(SHOWN_KEY, JSON.stringify([...shown, id].slice(-SHOWN_KEPT)));
    return true;
  } catch {
    return true;
  }
}

/** The unread items among those shown, not yet asked to be marked read (the asked ones are remembered in `asked`). */
export function toMarkRead<T extends { id: string; read: boolean }>(shown: readonly T[], asked: Set<string>): T[] {
  const pending = shown.filter((item) => !item.read && !asked.has(item.id));
  for (const item of pending) asked.add(item.id);
  return pending;
}

/** The most pages the panel opens by itself to reach the unread items: the bell counts no more than the cap. */
const MOST_PAGES_OPENED = Math.ceil((UNREAD_COUNT_CAP + 1) / NOTIFICATIONS_PAGE_SIZE);

/** Whether the panel must list one more page to show an item unread at its opening, which the bell would otherwise count unseen. */
export function needsOlderPage(shown: readonly { id: string }[], unreadAtOpening: ReadonlySet<string>, pages: number): boolean {
  if (pages >= MOST_PAGES_OPENED || shown.length < pages * NOTIFICATIONS_PAGE_SIZE) return false;
  const listed = new Set(shown.map((item) => item.id));
  return [...unreadAtOpening].some((id) => !listed.has(id));
}
