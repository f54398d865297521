import { luckyDrawResponseSchema, type LuckyDrawEntry, type LuckyDrawResponse } from '@campuseats/common/luckyDraw';
import { apiRequest } from '@/lib/apiClient';

/** Enters the lucky draw; a signed-in student's token goes along so the entry is theirs. */
export function enterLuckyDraw(entry: LuckyDrawEntry): Promise<LuckyDrawResponse> {
  return apiRequest('/luckyDraw', { method: 'POST', body: entry, auth: 'optional', schema: luckyDrawResponseSchema });
}
