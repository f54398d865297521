import type { ReactNode } from 'react';
import { Alert, type SxProps, type Theme } from '@mui/material';
import { useOnline } from '@/lib/connection';

/** What this screen can and cannot do while the browser is offline (docs/product.md#offline); nothing when online. */
export function OfflineNote({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="info" sx={sx}>
      {children}
    </Alert>
  );
}
