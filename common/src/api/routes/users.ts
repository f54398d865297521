import type { Route } from '../route';

// The signed-in account’s profile and address book.

export const updateProfile = { method: 'PUT', path: '/users/me', access: 'signed-in' } as const satisfies Route;
export const listAddresses = { method: 'GET', path: '/users/addresses', access: 'signed-in' } as const satisfies Route;
export const createAddress = { method: 'POST', path: '/users/addresses', access: 'registered-student' } as const satisfies Route;
export const updateAddress = { method: 'PUT', path: '/users/addresses/{id}', access: 'signed-in' } as const satisfies Route;
export const deleteAddress = { method: 'DELETE', path: '/users/addresses/{id}', access: 'signed-in' } as const satisfies Route;
export const setDefaultAddress = { method: 'PATCH', path: '/users/addresses/{id}/default', access: 'signed-in' } as const satisfies Route;
