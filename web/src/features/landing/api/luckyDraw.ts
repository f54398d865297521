import { luckyDrawResponseSchema, type LuckyDrawEntry, type LuckyDrawResponse } from '@campuseats/common/luckyDraw';
import * as routes from '@campuseats/common/api/routes/luckyDraw';
import { apiRequest } from '@/lib/apiClient';

/** Enters the lucky draw; a signed-in student's token goes along so the entry is theirs. */
export function enterLuckyDraw(entry: LuckyDrawEntry): Promise<LuckyDrawResponse> {
  return apiRequest(routes.enterLuckyDraw, { body: entry, schema: luckyDrawResponseSchema });
}
