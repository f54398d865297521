import type { SomeHandlers } from '../lib/endpoints';
import { findProfile, registerStudent } from '../services/users';

/** Signing up: only the signed-in account registers itself (docs/product.md#the-api). */
export const authHandlers = {
  register: async ({ body, caller, res }) => {
    const { created, profile } = await registerStudent(body, caller);
    res.status(created ? 201 : 200);
    return { success: true, message: created ? 'Registration successful' : 'Already registered', user: profile };
  },
  verify: async ({ caller }) => ({ success: true, role: caller.role, user: await findProfile(caller) }),
} satisfies SomeHandlers;
