import { useState, type FormEvent } from 'react';
import type { Address, AddressFields } from '@campuseats/common/addresses';
import { errorMessage } from '@/lib/apiClient';
import { focusFirstWrong, useDraft } from '@/lib/useCheckedForm';
import { validateAddressForm, type AddressFormValues } from './addressForm';

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
  const { draft: values, messages: errors, setMessages: setErrors, textField: field } = useDraft(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddressForm(values);
    setErrors(result.errors ?? {});
    if (result.errors) {
      focusFirstWrong(event.currentTarget, result.errors);
      return;
    }
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
