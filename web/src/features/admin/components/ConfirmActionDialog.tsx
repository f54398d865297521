import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { errorMessage } from '@/lib/apiClient';

/**
 * Runs an admin's confirmed action: `working` while it runs; a refusal is kept in the API's words in `failure`, and
 * the admin may try again.
 */
export function useConfirmedAction(action: () => Promise<void>) {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setWorking(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, 'Something went wrong. Please try again.'));
      setWorking(false);
    }
  };
  return { working, failure, run };
}

interface Props {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  state: ReturnType<typeof useConfirmedAction>;
  confirmLabel: string;
  workingLabel: string;
  /** A red button, for an action that takes something away. */
  danger: boolean;
  onClose: () => void;
}

/** The admin console's confirmation: what will happen, the refusal if the API gave one, Cancel and the action. */
export function ConfirmActionDialog({ titleId, title, children, state, confirmLabel, workingLabel, danger, onClose }: Props) {
  return (
    <Dialog open onClose={state.working ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {children}
        {state.failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.working}>
          Cancel
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={() => void state.run()} disabled={state.working}>
          {state.working ? workingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
