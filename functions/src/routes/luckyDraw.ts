import { Router } from 'express';
import { luckyDrawEntrySchema, type LuckyDrawResponse } from '@campuseats/common/luckyDraw';
import { callerOf } from '../lib/auth';
import { clientAddress, countAgainst } from '../lib/rateLimit';
import { enterLuckyDraw } from '../services/luckyDraw';

export const luckyDrawRouter = Router();

// POST /api/v1/luckyDraw
// Open to visitors who are not signed in (the landing page is public); a signed-in entrant is recorded too.
luckyDrawRouter.post('/', async (req, res) => {
  const entry = luckyDrawEntrySchema.parse(req.body ?? {});
  // Counted once the entry is valid: a malformed post writes nothing and spends no one's allowance.
  await countAgainst('luckyDraw', clientAddress(req));
  const entrant = await callerOf(req);
  await enterLuckyDraw(entry, entrant?.uid);
  const body: LuckyDrawResponse = { success: true, name: entry.name };
  res.status(201).json(body);
});
