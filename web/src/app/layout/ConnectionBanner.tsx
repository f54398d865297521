import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { BACK_ONLINE_BANNER, OFFLINE_BANNER, useOnline } from '@/lib/connection';

/** How long "You're back online." stays after the connection returns. */
const BACK_ONLINE_MS = 4_000;

/** That the connection is gone or back (docs/product.md#offline), in a live region always in the page so screen readers announce it. */
export function ConnectionBanner() {
  const online = useOnline();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const message = !online ? OFFLINE_BANNER : backOnline ? BACK_ONLINE_BANNER : null;
  const Icon = online ? CloudDoneIcon : CloudOffIcon;
  return (
    <Box role="status" data-testid="connection-banner">
      {message && (
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            fontSize: '0.875rem',
            fontWeight: 600,
            textAlign: 'center',
            // The page's colours inverted: plain to see on either theme, and well above 4.5:1.
            bgcolor: online ? 'success.main' : theme.palette.text.primary,
            color: online ? 'success.contrastText' : 'background.paper',
          })}
        >
          <Icon fontSize="small" aria-hidden />
          {message}
        </Box>
      )}
    </Box>
  );
}
