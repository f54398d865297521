import { addressDeletedResponseSchema, addressListResponseSchema, addressResponseSchema, type AddressInput } from '@campuseats/common/addresses';
import * as routes from '@campuseats/common/api/routes/users';
import { apiRequest } from '@/lib/apiClient';

export const fetchAddresses = async (signal: AbortSignal) => (await apiRequest(routes.listAddresses, { schema: addressListResponseSchema, signal })).addresses;

export const addAddress = async (input: AddressInput) => (await apiRequest(routes.createAddress, { body: input, schema: addressResponseSchema })).address;

export const updateAddress = async (id: string, input: AddressInput) =>
  (await apiRequest(routes.updateAddress, { params: { id }, body: input, schema: addressResponseSchema })).address;

export const deleteAddress = async (id: string) => {
  await apiRequest(routes.deleteAddress, { params: { id }, schema: addressDeletedResponseSchema });
};

export const makeDefaultAddress = async (id: string) => (await apiRequest(routes.setDefaultAddress, { params: { id }, schema: addressResponseSchema })).address;
