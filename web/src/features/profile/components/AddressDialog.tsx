import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Address, AddressFields } from '@campuseats/common/addresses';
import { addAddress, updateAddress } from '@/lib/addresses/addressApi';
import { addressToForm, CAMPUS_ADDRESS_FORM, type AddressFormField } from '@/lib/addresses/addressForm';
import { useAddressForm } from '@/lib/addresses/useAddressForm';
import { AddressField, AddressSaveFailure } from '@/components/AddressFormParts';
import { DialogForm } from '@/components/DialogForm';

interface AddressDialogProps {
  open: boolean;
  /** The address being edited, or null to add a new one. */
  editing: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

const FIELDS: { name: AddressFormField; label: string }[] = [
  { name: 'label', label: 'Address Label' },
  { name: 'street', label: 'Street Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'Pincode' },
  { name: 'landmark', label: 'Landmark (optional)' },
  { name: 'phone', label: 'Phone Number' },
];

const BUTTON_TEXT = {
  add: { idle: 'Add Address', busy: 'Adding Address...' },
  edit: { idle: 'Update Address', busy: 'Updating Address...' },
} as const;

/** The profile's address dialog in add and edit mode; mount it with a fresh key for each opening (docs/product.md#profile). */
export function AddressDialog({ open, editing, onClose, onSaved }: AddressDialogProps) {
  const form = useAddressForm({
    initial: editing ? addressToForm(editing) : CAMPUS_ADDRESS_FORM,
    save: (fields: AddressFields) => (editing ? updateAddress(editing._id, fields) : addAddress(fields)),
    onSaved,
    failureFallback: editing ? 'Failed to update address' : 'Failed to add address',
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
      <DialogTitle id="address-dialog-title" sx={{ pr: 6 }}>
        Add New Address
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogForm onSubmit={form.submit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <AddressSaveFailure failure={form.failure} />
            {FIELDS.map(({ name, label }) => (
              <AddressField key={name} form={form} name={name} label={label} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            {BUTTON_TEXT[editing ? 'edit' : 'add'][form.saving ? 'busy' : 'idle']}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
