import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { PINCODE_LENGTH, type Address } from '@campuseats/common/addresses';
import { errorMessage } from '@/lib/apiClient';
import { addAddress, updateAddress } from '../api/profile';
import { addressFormErrors, addressToForm, EMPTY_ADDRESS_FORM, type AddressFormErrors, type AddressFormField, type AddressFormValues } from '../hooks/addressForm';

interface AddressDialogProps {
  open: boolean;
  /** The address being edited, or null to add a new one. */
  editing: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

const FIELDS: { name: AddressFormField; label: string; autoComplete?: string; required: boolean }[] = [
  { name: 'label', label: 'Address Label', required: true },
  { name: 'street', label: 'Street Address', autoComplete: 'street-address', required: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  { name: 'zipCode', label: 'Pincode', autoComplete: 'postal-code', required: true },
  { name: 'landmark', label: 'Landmark (optional)', required: false },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', required: true },
];

const BUTTON_TEXT = {
  add: { idle: 'Add Address', busy: 'Adding Address...' },
  edit: { idle: 'Update Address', busy: 'Updating Address...' },
} as const;

/**
 * The profile's address dialog in add and edit mode (docs/product.md#profile: the title stays "Add New Address"; the
 * button and its busy text change). Mount it with a fresh key for each opening.
 */
export function AddressDialog({ open, editing, onClose, onSaved }: AddressDialogProps) {
  const [values, setValues] = useState<AddressFormValues>(() => (editing ? addressToForm(editing) : EMPTY_ADDRESS_FORM));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: AddressFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A field's error clears as soon as it is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = addressFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(editing ? await updateAddress(editing._id, values) : await addAddress(values));
    } catch (error) {
      console.error('Saving the address failed', error);
      setFailure(errorMessage(error, editing ? 'Failed to update address' : 'Failed to add address'));
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
      <DialogTitle id="address-dialog-title" sx={{ pr: 6 }}>
        Add New Address
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <form noValidate onSubmit={submit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error">
                Failed to save address. Please try again. ({failure})
              </Alert>
            )}
            {FIELDS.map(({ name, label, autoComplete, required }) => (
              <TextField
                key={name}
                label={label}
                value={values[name]}
                onChange={change(name)}
                error={Boolean(errors[name])}
                helperText={errors[name]}
                autoComplete={autoComplete}
                required={required}
                type={name === 'phone' ? 'tel' : 'text'}
                slotProps={name === 'zipCode' ? { htmlInput: { maxLength: PINCODE_LENGTH, inputMode: 'numeric' } } : undefined}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {BUTTON_TEXT[editing ? 'edit' : 'add'][saving ? 'busy' : 'idle']}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
