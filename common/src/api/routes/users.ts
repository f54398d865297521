import type { Route } from '../route';

// The signed-in account’s profile and address book.

export const notificationPreferences = { method: 'GET', path: '/users/me/notifications', access: 'student' } as const satisfies Route;
export const updateNotificationPreferences = { method: 'PUT', path: '/users/me/notifications', access: 'registered-student' } as const satisfies Route;
export const exportOwnData = { method: 'GET', path: '/users/me/export', access: 'student' } as const satisfies Route;
export const deleteOwnAccount = { method: 'POST', path: '/users/me/deletion', access: 'student' } as const satisfies Route;
export const updateProfile = { method: 'PUT', path: '/users/me', access: 'signed-in' } as const satisfies Route;
export const listAddresses = { method: 'GET', path: '/users/addresses', access: 'signed-in' } as const satisfies Route;
export const createAddress = { method: 'POST', path: '/users/addresses', access: 'registered-student' } as const satisfies Route;
export const updateAddress = { method: 'PUT', path: '/users/addresses/{id}', access: 'signed-in' } as const satisfies Route;
export const deleteAddress = { method: 'DELETE', path: '/users/addresses/{id}', access: 'signed-in' } as const satisfies Route;
export const setDefaultAddress = { method: 'PATCH', path: '/users/addresses/{id}/default', access: 'signed-in' } as const satisfies Route;
