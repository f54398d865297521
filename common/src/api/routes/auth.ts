import type { Route } from '../route';

// Signing up, and who is signed in.

export const register = { method: 'POST', path: '/auth/register', access: 'signed-in' } as const satisfies Route;
export const verify = { method: 'GET', path: '/auth/verify', access: 'signed-in' } as const satisfies Route;
