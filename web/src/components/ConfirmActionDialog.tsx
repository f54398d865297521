import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { DialogForm } from './DialogForm';
import { MutationError } from './MutationError';

interface Props {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** The write the dialog asks about: its refusal stays in the dialog in the API's words, and it may be tried again. */
  action: UseMutationResult<unknown, Error, void>;
  /** Checks the dialog's own fields first (they show what is wrong); without it the action is sent at once. */
  check?: () => boolean;
  cancelLabel?: string;
  confirmLabel: string;
  workingLabel: string;
  color?: 'primary' | 'error' | 'warning';
  blocked?: boolean;
  onClose: () => void;
}

/** A confirmation before a write: what will happen, the refusal if the API gave one, Cancel and the action. */
export function ConfirmActionDialog(props: Props) {
  const { titleId, title, children, action, check, cancelLabel = 'Cancel', confirmLabel, workingLabel, color = 'primary', blocked = false, onClose } = props;
  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          if (!check || check()) action.mutate();
        }}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          {children}
          <MutationError mutation={action} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={action.isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={color} disabled={action.isPending || blocked}>
            {action.isPending ? workingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
