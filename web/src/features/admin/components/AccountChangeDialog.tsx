import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { AdminUser } from '@campuseats/common/admin';
import { errorMessage } from '@/lib/apiClient';
import { updateAccount } from '../api/admin';
import { confirmationOf, type AccountChange } from '../hooks/accountText';

const TITLE_ID = 'account-change-title';

interface Props {
  account: AdminUser;
  change: AccountChange;
  onClose: () => void;
  /** The account as the API answered the change. */
  onDone: (changed: AdminUser) => void;
}

/**
 * Asks before a role change or a disable (docs/product.md#admin-console), then sends it. A refusal stays in the
 * dialog in the API's words (an admin demoting or disabling themselves: 409), and nothing changes.
 */
export function AccountChangeDialog({ account, change, onClose, onDone }: Props) {
  const asked = confirmationOf(account, change);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setSaving(true);
    setFailure(null);
    try {
      onDone(await updateAccount(account.uid, asked.request));
    } catch (error) {
      setFailure(errorMessage(error, 'Something went wrong. Please try again.'));
      setSaving(false);
    }
  };
  const ending = 'disabled' in change && change.disabled;
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID} sx={{ overflowWrap: 'anywhere' }}>
        {/* A long email breaks anywhere on a phone, but never between its last letter and the question mark. */}
        {asked.title.slice(0, -2)}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {asked.title.slice(-2)}
        </Box>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{asked.body}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" color={ending ? 'error' : 'primary'} onClick={() => void confirm()} disabled={saving}>
          {saving ? 'Saving...' : asked.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
