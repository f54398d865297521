import { Box, DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@campuseats/common/admin';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { updateAccount } from '../api/admin';
import { confirmationOf, type AccountChange } from '../hooks/accountText';

interface Props {
  account: AdminUser;
  change: AccountChange;
  onClose: () => void;
  onDone: (changed: AdminUser) => void;
}

/** Asks before a role change or a disable, and keeps the API's refusal in the dialog (docs/product.md#admin-console). */
export function AccountChangeDialog({ account, change, onClose, onDone }: Props) {
  const asked = confirmationOf(account, change);
  const action = useMutation({ mutationFn: () => updateAccount(account.uid, asked.request), onSuccess: onDone });
  const ending = 'disabled' in change && change.disabled;
  return (
    <ConfirmActionDialog
      titleId="account-change-title"
      title={
        <>
          {/* A long email breaks anywhere on a phone, but never between its last letter and the question mark. */}
          {asked.title.slice(0, -2)}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {asked.title.slice(-2)}
          </Box>
        </>
      }
      action={action}
      confirmLabel={asked.confirm}
      workingLabel="Saving..."
      color={ending ? 'error' : 'primary'}
      onClose={onClose}
    >
      <DialogContentText>{asked.body}</DialogContentText>
    </ConfirmActionDialog>
  );
}
