import { Router } from 'express';
import { registrationSchema } from '@campuseats/common/users';
import { caller, requireCaller } from '../lib/auth';
import { clientAddress, countAgainst } from '../lib/rateLimit';
import { findProfile, registerStudent } from '../services/users';

export const authRouter = Router();

// POST /api/v1/auth/register
// Needs the new account's own token, and registers only that account (docs/product.md#the-api).
authRouter.post('/register', requireCaller(), async (req, res) => {
  const payload = registrationSchema.parse(req.body);
  // Counted once the payload is valid: a malformed post writes nothing and spends no one's allowance.
  await countAgainst('registration', clientAddress(req));
  const { created, profile } = await registerStudent(payload, caller(req));
  res.status(created ? 201 : 200).json({ success: true, message: created ? 'Registration successful' : 'Already registered', user: profile });
});

// GET /api/v1/auth/verify
authRouter.get('/verify', requireCaller(), async (req, res) => {
  const who = caller(req);
  res.json({ success: true, role: who.role, user: await findProfile(who) });
});
