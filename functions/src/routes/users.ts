import { Router } from 'express';
import { z } from 'zod';
import { addressRequestSchema } from '@campuseats/common/addresses';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { profileUpdateSchema } from '@campuseats/common/users';
import { caller, requireCaller } from '../lib/auth';
import { rateLimit } from '../lib/rateLimit';
import { requireRegisteredStudent } from '../lib/registration';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/addresses';
import { updateOwnProfile } from '../services/users';

export const usersRouter = Router();
usersRouter.use(requireCaller());

const addressParams = z.object({ id: documentIdSchema });

// PUT /api/v1/users/me
usersRouter.put('/me', rateLimit('account'), async (req, res) => {
  const user = await updateOwnProfile(caller(req), profileUpdateSchema.parse(req.body));
  res.json({ success: true, message: 'Profile updated successfully', user });
});

// GET /api/v1/users/addresses
usersRouter.get('/addresses', async (req, res) => {
  res.json({ success: true, addresses: await listAddresses(caller(req).uid) });
});

// POST /api/v1/users/addresses: a registered student's only (staff and unfinished signups have no address book).
usersRouter.post('/addresses', requireRegisteredStudent, rateLimit('account'), async (req, res) => {
  const address = await createAddress(caller(req).uid, addressRequestSchema.parse(req.body));
  res.status(201).json({ success: true, message: 'Address added successfully', address });
});

// PUT /api/v1/users/addresses/:id
usersRouter.put('/addresses/:id', rateLimit('account'), async (req, res) => {
  const { id } = addressParams.parse(req.params);
  const address = await updateAddress(caller(req).uid, id, addressRequestSchema.parse(req.body));
  res.json({ success: true, message: 'Address updated successfully', address });
});

// DELETE /api/v1/users/addresses/:id
usersRouter.delete('/addresses/:id', rateLimit('account'), async (req, res) => {
  const { id } = addressParams.parse(req.params);
  await deleteAddress(caller(req).uid, id);
  res.json({ success: true, message: 'Address deleted successfully' });
});

// PATCH /api/v1/users/addresses/:id/default
usersRouter.patch('/addresses/:id/default', rateLimit('account'), async (req, res) => {
  const { id } = addressParams.parse(req.params);
  const address = await setDefaultAddress(caller(req).uid, id);
  res.json({ success: true, message: 'Default address updated', address });
});
