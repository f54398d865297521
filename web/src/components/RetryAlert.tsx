import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: 'Retry' | 'Try Again';
  sx?: SxProps<Theme>;
}

/** The one way a screen says that a read failed: an error alert with a button that reads it again. */
export function RetryAlert({ children, onRetry, retryLabel = 'Retry', sx }: Props) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
