import express from 'express';
import { corsForListedOrigins } from './lib/cors';
import { startRequestClock } from './lib/deadline';
import { acceptTestClock } from './lib/clock';
import { acceptTestFaults } from './lib/faults';
import { mirrorIdAsId } from './lib/json';
import { answerBeforeTimeout, errorHandler, unknownRoute } from './lib/errorHandler';
import { MAX_BODY_BYTES, requireJsonBody } from './lib/runtimeBodyParsers';
import { securityHeaders } from './lib/securityHeaders';
import { recordServerTiming } from './lib/timings';
import { API_BASE_PATH } from '@campuseats/common/api/route';
import { endpointsRouter } from './lib/endpoints';
import { publicHandlers } from './routes/public';
import { authHandlers } from './routes/auth';
import { usersHandlers } from './routes/users';
import { cartHandlers } from './routes/cart';
import { ordersHandlers } from './routes/orders';
import { paymentsHandlers } from './routes/payments';
import { luckyDrawHandlers } from './routes/luckyDraw';
import { vendorHandlers } from './routes/vendor';
import { adminHandlers } from './routes/admin';

/** The whole API as an Express app: served by the `api` function, and called in-process by tests. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('json replacer', mirrorIdAsId);
  // First, so that every answer carries them, the 503 of answerBeforeTimeout and the errors included.
  app.use(securityHeaders);
  app.use(startRequestClock, recordServerTiming, answerBeforeTimeout, ...corsForListedOrigins(), acceptTestFaults, acceptTestClock);
  // In-process (tests) this parses; under the function runtime the body arrives parsed (lib/runtimeBodyParsers.ts).
  app.use(requireJsonBody, express.json({ limit: MAX_BODY_BYTES, inflate: false }));
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Every endpoint of common/src/api/contract.ts, each with its handler: the typecheck fails while one has none.
  const handlers = {
    ...publicHandlers,
    ...authHandlers,
    ...usersHandlers,
    ...cartHandlers,
    ...paymentsHandlers,
    ...ordersHandlers,
    ...luckyDrawHandlers,
    ...vendorHandlers,
    ...adminHandlers,
  };
  app.use(API_BASE_PATH, endpointsRouter(handlers));

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
