import { addressInputSchema, type Address, type AddressFields } from '@campuseats/common/addresses';
import { CAMPUS_LOCATION } from '@campuseats/common/campus';
import { messagesByField, type FieldMessages } from '@/lib/fieldMessages';

/** What the address forms of the profile and the checkout hold: every field as typed. */
export interface AddressFormValues {
  label: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  landmark: string;
  phone: string;
}
export type AddressFormField = keyof AddressFormValues;

/** The profile's new address: every field empty. */
export const EMPTY_ADDRESS_FORM: AddressFormValues = { label: '', street: '', city: '', state: '', zipCode: '', landmark: '', phone: '' };

/** A new address, in the checkout's quick form and the profile's dialog: the campus city, state and pincode filled in (docs/product.md#checkout), editable. */
export const CAMPUS_ADDRESS_FORM: AddressFormValues = { ...EMPTY_ADDRESS_FORM, ...CAMPUS_LOCATION };

export function addressToForm({ label, street, city, state, zipCode, landmark, phone }: Address): AddressFormValues {
  return { label, street, city, state, zipCode, landmark, phone };
}

/** Checks the form with the shared address schema the server applies: the fields to send (trimmed, the phone without spaces), or one message per wrong field. */
export function validateAddressForm(values: AddressFormValues): { fields: AddressFields; errors?: undefined } | { fields?: undefined; errors: FieldMessages } {
  const parsed = addressInputSchema.safeParse(values);
  return parsed.success ? { fields: parsed.data } : { errors: messagesByField(parsed.error.issues) };
}
