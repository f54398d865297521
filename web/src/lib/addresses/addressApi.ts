import type { AddressInput } from '@campuseats/common/addresses';
import * as routes from '@campuseats/common/api/routes/users';
import { apiRequest } from '@/lib/apiClient';

// The answers' schemas load beside the call so checkout draws without zod (docs/bench/2026-11-29-checkout-first-paint.md).
const schemas = () => import('@campuseats/common/addresses');

export const fetchAddresses = async (signal: AbortSignal) =>
  (await apiRequest(routes.listAddresses, { schema: schemas().then((loaded) => loaded.addressListResponseSchema), signal })).addresses;

const addressAnswer = () => schemas().then((loaded) => loaded.addressResponseSchema);

export const addAddress = async (input: AddressInput) => (await apiRequest(routes.createAddress, { body: input, schema: addressAnswer() })).address;

export const updateAddress = async (id: string, input: AddressInput) =>
  (await apiRequest(routes.updateAddress, { params: { id }, body: input, schema: addressAnswer() })).address;

export const deleteAddress = async (id: string) => {
  await apiRequest(routes.deleteAddress, { params: { id }, schema: schemas().then((loaded) => loaded.addressDeletedResponseSchema) });
};

export const makeDefaultAddress = async (id: string) => (await apiRequest(routes.setDefaultAddress, { params: { id }, schema: addressAnswer() })).address;
