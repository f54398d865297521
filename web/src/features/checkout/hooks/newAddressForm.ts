import { addressInputSchema, type AddressFields } from '@campuseats/common/addresses';
import { CAMPUS_LOCATION } from '@campuseats/common/campus';

/** The checkout's quick address form: label, address, landmark and phone, with the campus city, state and pincode filled in. */
export interface NewAddressValues {
  label: string;
  street: string;
  landmark: string;
  phone: string;
  city: string;
  state: string;
  zipCode: string;
}
export type NewAddressErrors = Partial<Record<keyof NewAddressValues, string>>;

export const EMPTY_NEW_ADDRESS: NewAddressValues = { label: '', street: '', landmark: '', phone: '', ...CAMPUS_LOCATION };

/** Checks the form with the shared address rules (the profile's messages); answers the fields to send, or the errors. */
export function validateNewAddress(values: NewAddressValues): { fields: AddressFields; errors?: undefined } | { fields?: undefined; errors: NewAddressErrors } {
  const parsed = addressInputSchema.safeParse(values);
  if (parsed.success) return { fields: parsed.data };
  const errors: NewAddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof NewAddressValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
