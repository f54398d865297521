import { Alert, TextField, type SxProps, type Theme } from '@mui/material';
import { PINCODE_LENGTH } from '@campuseats/common/addresses';
import type { AddressFormField } from '@/lib/addresses/addressForm';
import type { AddressForm } from '@/lib/addresses/useAddressForm';

// The pieces the profile's and the checkout's address forms share; each keeps its own labels and layout (docs/product.md#profile).

/** What the browser may fill each field from. */
const AUTOCOMPLETE: Partial<Record<AddressFormField, string>> = {
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  phone: 'tel',
};

interface AddressFieldProps {
  form: AddressForm;
  name: AddressFormField;
  label: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  /** The form was opened by a tap: its first field takes the focus from the button that opened it. */
  autoFocus?: boolean;
}

/** One text field of an address form: required but for the landmark, a phone keypad for the phone, six digits for the pincode. */
export function AddressField({ form, name, label, placeholder, size, autoFocus }: AddressFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      required={name !== 'landmark'}
      type={name === 'phone' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      slotProps={name === 'zipCode' ? { htmlInput: { maxLength: PINCODE_LENGTH, inputMode: 'numeric' } } : undefined}
      fullWidth
      size={size}
      autoFocus={autoFocus}
      {...form.field(name)}
    />
  );
}

/** Why the last save failed, in the words of docs/product.md#profile. */
export function AddressSaveFailure({ failure, sx }: { failure: string | null; sx?: SxProps<Theme> }) {
  if (!failure) return null;
  return (
    <Alert severity="error" sx={sx}>
      Failed to save address. Please try again. ({failure})
    </Alert>
  );
}
