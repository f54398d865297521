import { addressDeletedResponseSchema, addressListResponseSchema, addressResponseSchema, type Address, type AddressInput } from '@campuseats/common/addresses';
import * as routes from '@campuseats/common/api/routes/users';
import { apiRequest } from '@/lib/apiClient';

// The student's address book, read and written by the profile and the checkout.

export async function fetchAddresses(signal: AbortSignal): Promise<Address[]> {
  return (await apiRequest(routes.listAddresses, { schema: addressListResponseSchema, signal })).addresses;
}

export async function addAddress(input: AddressInput): Promise<Address> {
  return (await apiRequest(routes.createAddress, { body: input, schema: addressResponseSchema })).address;
}

export async function updateAddress(id: string, input: AddressInput): Promise<Address> {
  return (await apiRequest(routes.updateAddress, { params: { id }, body: input, schema: addressResponseSchema })).address;
}

export async function deleteAddress(id: string): Promise<void> {
  await apiRequest(routes.deleteAddress, { params: { id }, schema: addressDeletedResponseSchema });
}

export async function makeDefaultAddress(id: string): Promise<Address> {
  return (await apiRequest(routes.setDefaultAddress, { params: { id }, schema: addressResponseSchema })).address;
}
