import type { SomeHandlers } from '../lib/endpoints';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/addresses';
import { deleteOwnAccount } from '../services/accountDeletion';
import { exportOwnData } from '../services/dataExport';
import { notificationPreferencesOf, setNotificationPreferences, updateOwnProfile } from '../services/users';

/** The signed-in account's profile and address book. */
export const usersHandlers = {
  notificationPreferences: async ({ caller }) => ({ success: true, preferences: await notificationPreferencesOf(caller.uid) }),
  updateNotificationPreferences: async ({ caller, body }) => ({ success: true, preferences: await setNotificationPreferences(caller.uid, body) }),
  exportOwnData: ({ caller, res }) => {
    // A file to keep, named for the student's download, never cached.
    res.attachment('campuseats-my-data.json');
    return exportOwnData(caller);
  },
  deleteOwnAccount: ({ caller, body }) => deleteOwnAccount(caller, body.giveUpWallet),
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
} satisfies SomeHandlers;
