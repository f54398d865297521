import { addressInputSchema, type Address } from '@campuseats/common/addresses';

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
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = { label: '', street: '', city: '', state: '', zipCode: '', landmark: '', phone: '' };

export function addressToForm({ label, street, city, state, zipCode, landmark, phone }: Address): AddressFormValues {
  return { label, street, city, state, zipCode, landmark, phone };
}

/** The shared schema's messages, one per field: the same rules the server applies. */
export function addressFormErrors(values: AddressFormValues): AddressFormErrors {
  const result = addressInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: AddressFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressFormField;
    errors[field] ??= issue.message;
  }
  return errors;
}
