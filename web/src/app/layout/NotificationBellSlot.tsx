import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { looksSignedIn, useSession } from '@/lib/session';
import { useIdle } from '@/lib/useIdle';

// The bell listens to Firestore: its own chunk with the SDK, for a signed-in user once the page has drawn (docs/architecture.md#rendering).
const NotificationBell = lazy(() => import('@/features/notifications/components/NotificationBell'));

/** The bell's place in a header: its size is kept from the first paint so nothing beside it moves when it loads. */
export function NotificationBellSlot() {
  const session = useSession();
  const idle = useIdle(session.user !== null);
  if (!looksSignedIn(session)) return null;
  const placeholder = <Box aria-hidden sx={{ width: { xs: 32, md: 40 }, height: { xs: 32, md: 40 }, mx: { xs: -1, md: 0 }, flexShrink: 0 }} />;
  if (!session.user || !idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell uid={session.user.uid} />
    </Suspense>
  );
}
