import { useState } from 'react';
import { Checkbox, DialogContentText, FormControlLabel } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@campuseats/common/admin';
import { DELETION_REFUSALS } from '@campuseats/common/privacy';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { refusalReason } from '@/lib/apiClient';
import { deleteStudentAccount } from '../api/admin';

interface Props {
  account: AdminUser;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deletes a student's account after the admin confirms, keeping the API's refusals in the dialog (docs/product.md#your-data). */
export function AccountDeletionDialog({ account, onClose, onDeleted }: Props) {
  const [giveUpWallet, setGiveUpWallet] = useState(false);
  const action = useMutation({ mutationFn: () => deleteStudentAccount(account.uid, giveUpWallet), onSuccess: onDeleted });
  // The list does not know wallets: the box shows once the API says this one holds money (most are empty).
  const walletHeld = giveUpWallet || refusalReason(action.error) === DELETION_REFUSALS.walletNotGivenUp;
  return (
    <ConfirmActionDialog
      titleId="account-deletion-title"
      title={`Delete ${account.email ?? account.uid}?`}
      action={action}
      confirmLabel="Delete account"
      workingLabel="Deleting..."
      color="error"
      onClose={onClose}
    >
      <DialogContentText>
        Their sign-in, profile, addresses, cart, notifications and lucky-draw entries are removed. Their orders stay as “Deleted account” and their reviews as
        “Former student”. This cannot be undone.
      </DialogContentText>
      {walletHeld && (
        <FormControlLabel
          control={<Checkbox checked={giveUpWallet} onChange={(_event, checked) => setGiveUpWallet(checked)} />}
          label="The student gives up what their wallet holds"
        />
      )}
    </ConfirmActionDialog>
  );
}
