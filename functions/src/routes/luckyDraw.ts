import type { SomeHandlers } from '../lib/endpoints';
import { enterLuckyDraw } from '../services/luckyDraw';

/** Open to visitors who are not signed in (the landing page is public); a signed-in entrant is recorded too. */
export const luckyDrawHandlers = {
  enterLuckyDraw: async ({ body, caller }) => {
    await enterLuckyDraw(body, caller?.uid);
    return { success: true, name: body.name };
  },
} satisfies SomeHandlers;
