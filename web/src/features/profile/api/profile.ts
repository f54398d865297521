import {
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
  type Address,
  type AddressInput,
} from '@campuseats/common/addresses';
import { profileUpdateResponseSchema, type ProfileUpdateInput, type UserProfile } from '@campuseats/common/users';
import { apiRequest } from '@/lib/apiClient';

export async function saveProfile(update: ProfileUpdateInput): Promise<UserProfile> {
  return (await apiRequest('/users/me', { method: 'PUT', body: update, schema: profileUpdateResponseSchema })).user;
}

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
