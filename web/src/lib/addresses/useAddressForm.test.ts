// @vitest-environment jsdom
import type { FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address, AddressFields } from '@campuseats/common/addresses';
import { ApiClientError } from '@/lib/apiClient';
import { CAMPUS_ADDRESS_FORM } from './addressForm';
import { useAddressForm } from './useAddressForm';

const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent;
const saved = (fields: AddressFields): Address => ({ _id: 'a1', isDefault: true, ...fields });

function renderForm(save: (fields: AddressFields) => Promise<Address>) {
  const onSaved = vi.fn();
  const form = renderHook(() => useAddressForm({ initial: CAMPUS_ADDRESS_FORM, save, onSaved, failureFallback: 'Failed to add address' }));
  const type = (name: 'label' | 'street' | 'phone', value: string) => act(() => form.result.current.field(name).onChange({ target: { value } }));
  const submit = () => act(() => form.result.current.submit(submitEvent()));
  return { form, onSaved, type, submit };
}

afterEach(() => vi.restoreAllMocks());

describe('useAddressForm', () => {
  it('sends nothing while a field is wrong, and a field’s error clears once it is edited', async () => {
    const save = vi.fn(async (fields: AddressFields) => saved(fields));
    const { form, type, submit } = renderForm(save);
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(form.result.current.field('label')).toMatchObject({ error: true, helperText: 'Address label is required' });
    await type('label', 'Library');
    expect(form.result.current.field('label')).toMatchObject({ error: false, helperText: undefined, value: 'Library' });
    expect(form.result.current.errors.street).toBe('Street address is required');
  });

  it('sends the checked fields and hands the saved address on, staying busy while its owner closes it', async () => {
    const save = vi.fn(async (fields: AddressFields) => saved(fields));
    const { form, onSaved, type, submit } = renderForm(save);
    await type('label', ' Library ');
    await type('street', 'Central Library');
    await type('phone', '98765 43210');
    await submit();
    expect(save).toHaveBeenCalledWith({
      label: 'Library',
      street: 'Central Library',
      city: 'Campus',
      state: 'Karnataka',
      zipCode: '560012',
      landmark: '',
      phone: '9876543210',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a1', label: 'Library' }));
    expect(form.result.current.saving).toBe(true);
  });

  it('keeps the fields after a failed save, says why, and lets the student try again', async () => {
    const save = vi.fn(async () => {
      throw new ApiClientError(400, 'invalid-argument', 'Please enter a valid phone number');
    });
    const { form, onSaved, type, submit } = renderForm(save);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await type('label', 'Library');
    await type('street', 'Central Library');
    await type('phone', '98765 43210');
    await submit();
    expect(onSaved).not.toHaveBeenCalled();
    expect(form.result.current).toMatchObject({ saving: false, failure: 'Please enter a valid phone number' });
    expect(form.result.current.values.label).toBe('Library');
  });
});
