import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { PINCODE_LENGTH, type Address } from '@campuseats/common/addresses';
import { errorMessage } from '@/lib/apiClient';
import { createAddress } from '../api/checkout';
import { EMPTY_NEW_ADDRESS, validateNewAddress, type NewAddressErrors, type NewAddressValues } from '../hooks/newAddressForm';

interface Props {
  onAdded: (address: Address) => void;
  onCancel?: () => void;
}

/** Label, address, landmark (optional) and phone; city, state and pincode start as the campus's and can be changed. */
export function NewAddressForm({ onAdded, onCancel }: Props) {
  const [values, setValues] = useState<NewAddressValues>(EMPTY_NEW_ADDRESS);
  const [errors, setErrors] = useState<NewAddressErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof NewAddressValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    size: 'small' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewAddress(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const address = await createAddress(result.fields);
      setValues(EMPTY_NEW_ADDRESS);
      onAdded(address);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to add address'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="New address" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        Add New Address
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to save address. Please try again. ({failure})
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField label="Label" placeholder="Hostel, Library, Lab..." required {...field('label')} />
        <TextField label="Address" placeholder="Block, room or building" required autoComplete="street-address" {...field('street')} />
        <TextField label="Landmark (optional)" {...field('landmark')} />
        <TextField label="Phone" required type="tel" autoComplete="tel" {...field('phone')} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField label="City" required {...field('city')} />
          <TextField label="State" required {...field('state')} />
          <TextField label="Pincode" required {...field('zipCode')} slotProps={{ htmlInput: { maxLength: PINCODE_LENGTH, inputMode: 'numeric' } }} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Adding Address...' : 'Save Address'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
