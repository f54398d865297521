import { useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { UNREAD_COUNT_CAP } from '@campuseats/common/notifications';
import { bellLabel, unreadBadgeText } from '../hooks/feed';
import { useNotificationPermission, useSystemNotifications } from '../hooks/systemNotifications';
import { useUnreadFeed } from '../hooks/useFeed';
import { NotificationPanel } from './NotificationPanel';

/**
 * On phones the header row holds the logo, the Hostel label and the theme toggle with 26 px to spare at 375 px: the
 * bell takes 24 of it (a 32 px button whose margins cancel the row's gaps) instead of pushing the toggle to a
 * second row. Its placeholder (app/layout/NotificationBellSlot.tsx) takes the same room.
 */
const BELL_SX = { p: { xs: 0.5, md: 1 }, mx: { xs: -1, md: 0 }, flexShrink: 0 } as const;

/**
 * The bell of the top bar and the staff consoles (docs/product.md#notifications): the unread count live, the panel
 * on a click, and a system notification for each item that arrives while the app is open, once allowed. Loaded
 * in a chunk of its own with Firestore, only for a signed-in user (app/layout/NotificationBellSlot.tsx).
 */
export default function NotificationBell({ uid }: { uid: string }) {
  const unread = useUnreadFeed(uid);
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
        <Badge badgeContent={unreadBadgeText(count)} max={UNREAD_COUNT_CAP} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {anchor && (
        <NotificationPanel uid={uid} unread={unread.data ?? []} anchor={anchor} onClose={() => setAnchor(null)} permission={permission} askPermission={ask} />
      )}
    </>
  );
}
