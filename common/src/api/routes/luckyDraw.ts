import type { Route } from '../route';

// The landing page’s lucky draw.

export const enterLuckyDraw = { method: 'POST', path: '/luckyDraw', access: 'anyone-token-optional' } as const satisfies Route;
