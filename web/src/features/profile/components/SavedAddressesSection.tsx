import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import type { Address } from '@campuseats/common/addresses';
import { RetryAlert } from '@/components/RetryAlert';
import { errorMessage } from '@/lib/apiClient';
import { deleteAddress, makeDefaultAddress } from '@/lib/addresses/addressApi';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { useAddresses, useAddressesChanged } from '@/lib/addresses/useAddresses';
import { placeLine } from '@/lib/addressText';
import { AddressDialog } from './AddressDialog';
import { TWO_COLUMNS_SX, AddressesPanel, AddressesSkeleton } from './ProfilePlaceholders';

/** A new key per opening gives the dialog fresh fields; keeping it while closing keeps the fade-out. */
interface DialogState {
  key: number;
  open: boolean;
  editing: Address | null;
}

/** Saved Addresses (docs/product.md#profile): the student's address book on the real API, shared with checkout. */
export function SavedAddressesSection({ uid }: { uid: string }) {
  const addresses = useAddresses(uid);
  const changed = useAddressesChanged(uid);
  const [dialog, setDialog] = useState<DialogState>({ key: 0, open: false, editing: null });

  const openDialog = (editing: Address | null) => setDialog((current) => ({ key: current.key + 1, open: true, editing }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  // An action on one address keeps its card busy until the list is read again after it.
  const action = useMutation({
    mutationFn: ({ run }: { id: string; run: () => Promise<unknown>; fallback: string }) => run(),
    onSuccess: changed,
    onError: (error, { fallback }) => {
      console.error(fallback, error);
      window.alert(errorMessage(error, fallback));
    },
  });
  const busyId = action.isPending ? action.variables.id : null;
  // Deleting an address, or making it the default, takes away the button used: the focus moves to Add New Address.
  const addRef = useFocusOnChange<HTMLButtonElement>(action.isIdle ? null : addresses.data);
  const act = (id: string, run: () => Promise<unknown>, fallback: string) => action.mutate({ id, run, fallback });

  const remove = (address: Address) => {
    if (!window.confirm('Are you sure you want to delete this address?')) return;
    act(address._id, () => deleteAddress(address._id), 'Failed to delete address');
  };

  return (
    <AddressesPanel onAdd={() => openDialog(null)} addRef={addRef}>
      {addresses.status === 'pending' && <AddressesSkeleton />}
      {addresses.status === 'error' && (
        <RetryAlert retryLabel="Try Again" onRetry={() => void addresses.refetch()}>
          <Typography sx={{ fontWeight: 700 }}>Failed to load addresses</Typography>
          {errorMessage(addresses.error, 'Failed to fetch addresses')}
        </RetryAlert>
      )}
      {addresses.status === 'success' && addresses.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h6" component="p">
            No addresses saved
          </Typography>
          <Typography color="text.secondary">Add your first address to get started</Typography>
        </Box>
      )}
      {addresses.status === 'success' && addresses.data.length > 0 && (
        <Box sx={TWO_COLUMNS_SX}>
          {addresses.data.map((address) => {
            const place = [address.street, address.landmark, placeLine(address)].filter(Boolean);
            return (
              <Card
                key={address._id}
                variant="outlined"
                component="article"
                aria-label={address.label}
                sx={{ borderColor: address.isDefault ? 'primary.main' : undefined }}
              >
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {address.label}
                    </Typography>
                    {address.isDefault && <Chip label="Default" color="primary" size="small" />}
                  </Stack>
                  {place.map((line) => (
                    <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Typography>
                  ))}
                  <Typography variant="body2" color="text.secondary">
                    Phone: {address.phone}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap' }}>
                  {!address.isDefault && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => act(address._id, () => makeDefaultAddress(address._id), 'Failed to set default address')}
                      disabled={busyId === address._id}
                    >
                      Set as Default
                    </Button>
                  )}
                  <Box sx={{ flex: 1 }} />
                  <Tooltip title="Edit">
                    <span>
                      <IconButton aria-label={`Edit ${address.label}`} onClick={() => openDialog(address)} disabled={busyId === address._id}>
                        <EditIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <span>
                      <IconButton aria-label={`Delete ${address.label}`} onClick={() => remove(address)} disabled={busyId === address._id} color="error">
                        <DeleteIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
      <AddressDialog
        key={dialog.key}
        open={dialog.open}
        editing={dialog.editing}
        onClose={closeDialog}
        onSaved={() => {
          closeDialog();
          void changed();
        }}
      />
    </AddressesPanel>
  );
}
