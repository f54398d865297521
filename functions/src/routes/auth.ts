import { Router } from 'express';
import { registrationSchema } from '@campuseats/common/users';
import { caller, callerOf, requireCaller } from '../lib/auth';
import { clientAddress, countAgainst } from '../lib/rateLimit';
import { findProfile, registerStudent } from '../services/users';

export const authRouter = Router();

// POST /api/v1/auth/register
// A token is optional here (docs/product.md#the-api); the web app sends one when it has it, and then the uid must be the token's.
authRouter.post('/register', async (req, res) => {
  const payload = registrationSchema.parse(req.body);
  // Counted once the payload is valid: a malformed post writes nothing and spends no one's allowance.
  await countAgainst('registration', clientAddress(req));
  const { created, profile } = await registerStudent(payload, await callerOf(req));
  res.status(created ? 201 : 200).json({
    success: true,
    message: created ? 'Registration successful' : 'Already registered',
    ...(profile ? { user: profile } : {}),
  });
});

// GET /api/v1/auth/verify
authRouter.get('/verify', requireCaller(), async (req, res) => {
  const who = caller(req);
  res.json({ success: true, role: who.role, user: await findProfile(who) });
});
