import type { Handlers } from '../lib/endpoints';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/addresses';
import { updateOwnProfile } from '../services/users';

/** The signed-in account's profile and address book. */
export const usersHandlers: Handlers<'updateProfile' | 'listAddresses' | 'createAddress' | 'updateAddress' | 'deleteAddress' | 'setDefaultAddress'> = {
  updateProfile: async ({ caller, body }) => ({ success: true, message: 'Profile updated successfully', user: await updateOwnProfile(caller, body) }),
  listAddresses: async ({ caller }) => ({ success: true, addresses: await listAddresses(caller.uid) }),
  createAddress: async ({ caller, body }) => ({ success: true, message: 'Address added successfully', address: await createAddress(caller.uid, body) }),
  updateAddress: async ({ caller, params, body }) => ({
    success: true,
    message: 'Address updated successfully',
    address: await updateAddress(caller.uid, params.id, body),
  }),
  deleteAddress: async ({ caller, params }) => {
    await deleteAddress(caller.uid, params.id);
    return { success: true, message: 'Address deleted successfully' };
  },
  setDefaultAddress: async ({ caller, params }) => ({
    success: true,
    message: 'Default address updated',
    address: await setDefaultAddress(caller.uid, params.id),
  }),
};
