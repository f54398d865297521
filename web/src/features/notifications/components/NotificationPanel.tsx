import { useEffect, useRef, useState, type Ref } from 'react';
import { Box, Button, CircularProgress, Link, Popover, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATIONS_PAGE_SIZE } from '@campuseats/common/notifications';
import { RetryAlert } from '@/components/RetryAlert';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { FeedItem } from '@/lib/live/converters';
import { feedChanges, markFeedItemsRead } from '@/lib/live/notifications';
import { useLiveSnapshotKeepingLast } from '@/lib/live/useLiveSnapshot';
import { useFocusFirstNew } from '@/lib/useFocusOnChange';
import { needsOlderPage, timeAgo, toMarkRead } from '../hooks/feed';
import type { Permission } from '../hooks/systemNotifications';

/** Whether this device shows system notifications, and the one place that asks for them. */
function SystemNotificationsNote({ permission, ask }: { permission: Permission; ask: () => Promise<void> }) {
  const note = useRef<HTMLDivElement>(null);
  if (permission === 'unsupported') return null;
  // The answer replaces the button: focus goes to the note, not the page behind, where Escape would not close the panel.
  const askThenFocusAnswer = () => void ask().then(() => note.current?.focus());
  return (
    <Box ref={note} tabIndex={-1} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', outline: 'none' }}>
      {permission === 'default' && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Get a notification on this device when an order changes, even with the app in the background.
          </Typography>
          <Button variant="outlined" size="small" onClick={askThenFocusAnswer}>
            Turn on notifications
          </Button>
        </>
      )}
      {permission === 'denied' && (
        <Typography variant="body2" role="status">
          Notifications are blocked in your browser settings. Allow them for this site there to hear of your orders on this device; the bell keeps counting
          meanwhile.
        </Typography>
      )}
      {permission === 'granted' && (
        <Typography variant="body2" color="text.secondary">
          Notifications are on for this device.
        </Typography>
      )}
    </Box>
  );
}

interface FeedRowProps {
  item: FeedItem;
  fresh: boolean;
  now: Date;
  onOpen: () => void;
  /** Set on the first item Show older brought, which takes the focus. */
  ref?: Ref<HTMLLIElement>;
  tabIndex?: number;
}

function FeedRow({ item, fresh, now, onOpen, ref, tabIndex }: FeedRowProps) {
  return (
    <Box ref={ref} tabIndex={tabIndex} component="li" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: fresh ? 'action.selected' : undefined }}>
      <Link
        component={RouterLink}
        to={item.link}
        onClick={onOpen}
        underline="none"
        color="inherit"
        // A cancel reason typed without spaces wraps inside the panel.
        sx={{ display: 'block', px: 2, py: 1.25, overflowWrap: 'anywhere', '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
      >
        <Typography variant="body2" sx={{ fontWeight: fresh ? 700 : 500 }}>
          {fresh && <VisuallyHidden>New: </VisuallyHidden>}
          {item.title}
        </Typography>
        {item.body && (
          <Typography variant="body2" color="text.secondary">
            {item.body}
          </Typography>
        )}
        <Typography component="time" variant="caption" color="text.secondary" dateTime={item.createdAt.toISOString()}>
          {timeAgo(item.createdAt, now)}
        </Typography>
      </Link>
    </Box>
  );
}

/** The bell's panel: the feed by pages, enough to show what was unread; what it shows is marked read but stays highlighted while open. */
export function NotificationPanel({
  uid,
  unread,
  anchor,
  onClose,
  permission,
  askPermission,
}: {
  uid: string;
  unread: readonly FeedItem[];
  anchor: HTMLElement;
  onClose: () => void;
  permission: Permission;
  askPermission: () => Promise<void>;
}) {
  const [pages, setPages] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // The shown items stay while a new page's listen starts, and `attempt` restarts a failed one.
  const feed = useLiveSnapshotKeepingLast(`feed:${uid}:${pages}:${attempt}`, () => feedChanges(uid, pages));
  const asked = useRef(new Set<string>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [now] = useState(() => new Date());
  const [unreadAtOpening] = useState(() => new Set(unread.map((item) => item.id)));

  useEffect(() => {
    if (feed.status === 'success' && needsOlderPage(feed.data, unreadAtOpening, pages)) setPages(pages + 1);
  }, [feed, unreadAtOpening, pages]);

  useEffect(() => {
    if (feed.status !== 'success') return;
    const unread = toMarkRead(feed.data, asked.current);
    if (unread.length === 0) return;
    setFresh((before) => new Set([...before, ...unread.map((item) => item.id)]));
    void markFeedItemsRead(uid, unread);
  }, [feed, uid]);

  const mayHaveOlder = feed.status === 'success' && feed.data.length >= pages * NOTIFICATIONS_PAGE_SIZE;
  const older = useFocusFirstNew(feed.data?.length ?? 0);

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'notifications-heading',
          sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(560px, calc(100dvh - 96px))' },
        },
      }}
    >
      <Typography id="notifications-heading" component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}>
        Notifications
      </Typography>
      <SystemNotificationsNote permission={permission} ask={askPermission} />
      {feed.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading notifications" />
        </Box>
      )}
      {feed.status === 'error' && (
        <RetryAlert retryLabel="Try Again" onRetry={() => setAttempt((n) => n + 1)} sx={{ m: 2 }}>
          Could not load notifications.
        </RetryAlert>
      )}
      {feed.status === 'success' && feed.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3 }}>
          No notifications yet. Updates on your orders will show here.
        </Typography>
      )}
      {feed.status === 'success' && feed.data.length > 0 && (
        <Box component="ul" aria-label="Notifications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {feed.data.map((item, index) => (
            <FeedRow key={item.id} item={item} fresh={fresh.has(item.id)} now={now} onOpen={onClose} {...older.targetOf(index)} />
          ))}
        </Box>
      )}
      {mayHaveOlder && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={older.loadWith(() => setPages((n) => n + 1))}>
            Show older
          </Button>
        </Box>
      )}
    </Popover>
  );
}
