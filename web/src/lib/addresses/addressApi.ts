import { addressDeletedResponseSchema, addressListResponseSchema, addressResponseSchema, type Address, type AddressInput } from '@campuseats/common/addresses';
import { apiRequest } from '@/lib/apiClient';

// The student's address book (/api/v1/users/addresses), read and written by the profile and the checkout.

export async function fetchAddresses(signal: AbortSignal): Promise<Address[]> {
  return (await apiRequest('/users/addresses', { schema: addressListResponseSchema, signal })).addresses;
}

export async function addAddress(input: AddressInput): Promise<Address> {
  return (await apiRequest('/users/addresses', { method: 'POST', body: input, schema: addressResponseSchema })).address;
}

export async function updateAddress(id: string, input: AddressInput): Promise<Address> {
  return (await apiRequest(`/users/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: addressResponseSchema })).address;
}

export async function deleteAddress(id: string): Promise<void> {
  await apiRequest(`/users/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', schema: addressDeletedResponseSchema });
}

export async function makeDefaultAddress(id: string): Promise<Address> {
  return (await apiRequest(`/users/addresses/${encodeURIComponent(id)}/default`, { method: 'PATCH', schema: addressResponseSchema })).address;
}
