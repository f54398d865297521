import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/apiClient';

interface Props {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** The write the dialog asks about: its refusal stays in the dialog in the API's words, and it may be tried again. */
  action: UseMutationResult<unknown, Error, void>;
  cancelLabel?: string;
  confirmLabel: string;
  workingLabel: string;
  /** A red button, for an action that takes something away. */
  danger: boolean;
  onClose: () => void;
}

/** A confirmation before a write: what will happen, the refusal if the API gave one, Cancel and the action. */
export function ConfirmActionDialog({ titleId, title, children, action, cancelLabel = 'Cancel', confirmLabel, workingLabel, danger, onClose }: Props) {
  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {children}
        {action.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(action.error, 'Something went wrong. Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={() => action.mutate()} disabled={action.isPending}>
          {action.isPending ? workingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
