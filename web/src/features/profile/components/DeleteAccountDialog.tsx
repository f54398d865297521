import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatRupees } from '@campuseats/common/pricing';
import { DATA_RIGHTS_MESSAGES, DELETE_CONFIRMATION } from '@campuseats/common/privacy';
import { errorMessage } from '@/lib/apiClient';
import { profileQuery } from '@/lib/query/signedInQueries';
import { useLogout } from '@/lib/useLogout';
import { deleteOwnAccount } from '../api/dataRights';
import { useCart } from '@/lib/cart/CartContext';

/** Firebase Auth's refusals of a password, in words. */
function passwordRefusal(error: unknown): string | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') return 'Incorrect password';
  if (code === 'auth/too-many-requests') return 'Too many attempts. Try again later.';
  return null;
}

/** Delete my account (docs/product.md#your-data): loaded when the student opens it. */
export function DeleteAccountDialog({ uid, onClose }: { uid: string; onClose: () => void }) {
  // Read again when opened: the wallet it names may have changed since the page read the profile.
  const profile = useQuery({ ...profileQuery(uid), staleTime: 0 });
  const wallet = profile.data?.user?.walletBalance ?? 0;
  const { logout } = useLogout();
  const { notify } = useCart();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [giveUpWallet, setGiveUpWallet] = useState(false);
  const remove = useMutation({
    mutationFn: async () => {
      const { confirmPassword } = await import('@/lib/authState');
      await confirmPassword(password);
      const deleted = await deleteOwnAccount({ confirm: DELETE_CONFIRMATION, giveUpWallet });
      await logout();
      // Said on the page the student lands on, signed out: nothing else there tells that it worked.
      notify(deleted.message, 'success');
    },
  });
  const deleting = remove.isPending || remove.isSuccess;
  const ready = typed === DELETE_CONFIRMATION && password !== '' && (wallet === 0 || giveUpWallet) && !deleting;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate();
  };

  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">Delete your account</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Your sign-in, profile, saved addresses, cart, notifications and lucky-draw entries are removed, and you can no longer sign in. Your orders stay in
              the eateries’ accounts as “Deleted account”, without your name, phone or address, and your reviews stay as “Former student”.
            </DialogContentText>
            {wallet > 0 && (
              <FormControlLabel
                control={<Checkbox checked={giveUpWallet} onChange={(_event, checked) => setGiveUpWallet(checked)} />}
                label={`I give up the ${formatRupees(wallet)} in my wallet: it is not paid out.`}
              />
            )}
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText="Enter your password again to confirm it is you."
            />
            <TextField
              label={DATA_RIGHTS_MESSAGES.typeConfirmation}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            {remove.isError && (
              <Alert severity="error">{passwordRefusal(remove.error) ?? errorMessage(remove.error, 'Could not delete your account. Please try again.')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!ready}>
            {deleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
