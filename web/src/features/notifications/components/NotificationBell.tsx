import { useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { bellLabel, unreadBadgeText } from '../hooks/feed';
import { useNotificationPermission, useSystemNotifications } from '../hooks/systemNotifications';
import { unreadFeedChanges } from '@/lib/live/notifications';
import { useLiveSnapshot } from '@/lib/live/useLiveSnapshot';
import { NotificationPanel } from './NotificationPanel';

// On phones a smaller button whose margins cancel the row's gaps keeps the header on one row (as its placeholder does).
const BELL_SX = { p: { xs: 0.5, md: 1 }, mx: { xs: -1, md: 0 }, flexShrink: 0 } as const;

/** The bell (docs/product.md#notifications): the unread count live, the panel on a click, system notifications once allowed. */
export default function NotificationBell({ uid }: { uid: string }) {
  const unread = useLiveSnapshot(`feed-unread:${uid}`, () => unreadFeedChanges(uid));
  const { permission, ask } = useNotificationPermission();
  useSystemNotifications(unread, permission);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = unread.status === 'success' ? unread.data.length : 0;
  const label = bellLabel(count);

  return (
    <>
      <IconButton
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        sx={BELL_SX}
      >
        <Badge badgeContent={unreadBadgeText(count)} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {anchor && (
        <NotificationPanel uid={uid} unread={unread.data ?? []} anchor={anchor} onClose={() => setAnchor(null)} permission={permission} askPermission={ask} />
      )}
    </>
  );
}
