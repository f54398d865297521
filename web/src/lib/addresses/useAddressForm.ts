import { useState, type FormEvent } from 'react';
import type { Address, AddressFields } from '@campuseats/common/addresses';
import { errorMessage } from '@/lib/apiClient';
import { validateAddressForm, type AddressFormErrors, type AddressFormField, type AddressFormValues } from './addressForm';

interface Options {
  initial: AddressFormValues;
  /** Sends the checked fields: a new address, or the one being edited. */
  save: (fields: AddressFields) => Promise<Address>;
  onSaved: (address: Address) => void;
  /** The message shown when the failure says nothing readable. */
  failureFallback: string;
}

/** The shared schema checks the fields before sending; after a save the form stays busy until its owner closes it. */
export function useAddressForm({ initial, save, onSaved, failureFallback }: Options) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** What a text field of `name` needs: its value, its change handler and its error (an edit clears it). */
  const field = (name: AddressFormField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddressForm(values);
    setErrors(result.errors ?? {});
    if (result.errors) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await save(result.fields));
    } catch (error) {
      console.error('Saving the address failed', error);
      setFailure(errorMessage(error, failureFallback));
      setSaving(false);
    }
  };

  return { values, errors, saving, failure, field, submit };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
