import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Address } from '@campuseats/common/addresses';
import { signupPlace, type UserProfile } from '@campuseats/common/users';
import { addAddress } from '@/lib/addresses/addressApi';
import { CAMPUS_ADDRESS_FORM, type AddressFormValues } from '@/lib/addresses/addressForm';
import { useAddressForm } from '@/lib/addresses/useAddressForm';
import { AddressField, AddressSaveFailure } from '@/components/AddressFormParts';

interface Props {
  onAdded: (address: Address) => void;
  onCancel?: () => void;
  /** Opened by Add New Address, which it replaces: its first field takes the focus. */
  openedByTap: boolean;
  /** The student whose address book is empty: the form starts from the place they gave at signup. */
  student?: UserProfile | null;
}

/** The campus's city, state and pincode, and whatever the student's signup said instead. */
function startingValues(student: UserProfile | null | undefined): AddressFormValues {
  const place = student ? signupPlace(student) : null;
  if (!place) return CAMPUS_ADDRESS_FORM;
  return { ...CAMPUS_ADDRESS_FORM, ...Object.fromEntries(Object.entries(place).filter(([, value]) => value !== '')) };
}

/** Label, address, landmark (optional) and phone; city, state and pincode start as the campus's and can be changed. */
export function NewAddressForm({ onAdded, onCancel, openedByTap, student }: Props) {
  const [initial] = useState(() => startingValues(student));
  const form = useAddressForm({ initial, save: addAddress, onSaved: onAdded, failureFallback: 'Failed to add address' });
  const fromSignup = initial !== CAMPUS_ADDRESS_FORM;

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-label="New address" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        Add New Address
      </Typography>
      {fromSignup && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          Filled in from your signup. Add a phone number to save it.
        </Typography>
      )}
      <AddressSaveFailure failure={form.failure} sx={{ mb: 2 }} />
      <Stack spacing={2}>
        <AddressField form={form} name="label" label="Label" placeholder="Hostel, Library, Lab..." size="small" autoFocus={openedByTap} />
        <AddressField form={form} name="street" label="Address" placeholder="Block, room or building" size="small" />
        <AddressField form={form} name="landmark" label="Landmark (optional)" size="small" />
        <AddressField form={form} name="phone" label="Phone" size="small" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
          <AddressField form={form} name="city" label="City" size="small" />
          <AddressField form={form} name="state" label="State" size="small" />
          <AddressField form={form} name="zipCode" label="Pincode" size="small" />
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={form.saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={form.saving}>
            {form.saving ? 'Adding Address...' : 'Save Address'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
