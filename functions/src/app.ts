import express from 'express';
import { corsForListedOrigins } from './lib/cors';
import { startRequestClock } from './lib/deadline';
import { acceptTestFaults } from './lib/faults';
import { mirrorIdAsId } from './lib/json';
import { answerBeforeTimeout, errorHandler, unknownRoute } from './lib/errorHandler';
import { MAX_BODY_BYTES, requireJsonBody } from './lib/runtimeBodyParsers';
import { securityHeaders } from './lib/securityHeaders';
import { recordServerTiming } from './lib/timings';
import { vendorsRouter } from './routes/vendors';
import { authRouter } from './routes/auth';
import { usersRouter } from './routes/users';
import { cartRouter } from './routes/cart';
import { ordersRouter } from './routes/orders';
import { paymentsRouter } from './routes/payments';
import { luckyDrawRouter } from './routes/luckyDraw';
import { vendorRouter } from './routes/vendor';
import { adminRouter } from './routes/admin';
import { openApiRouter } from './routes/openapi';

/** The whole API as an Express app: served by the `api` function, and called in-process by tests. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('json replacer', mirrorIdAsId);
  // First, so that every answer carries them, the 503 of answerBeforeTimeout and the errors included.
  app.use(securityHeaders);
  app.use(startRequestClock, recordServerTiming, answerBeforeTimeout, ...corsForListedOrigins(), acceptTestFaults);
  // In-process (tests) this parses; under the function runtime the body arrives parsed (lib/runtimeBodyParsers.ts).
  app.use(requireJsonBody, express.json({ limit: MAX_BODY_BYTES, inflate: false }));
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const v1 = express.Router();
  v1.use('/vendors', vendorsRouter);
  v1.use('/auth', authRouter);
  v1.use('/users', usersRouter);
  v1.use('/cart', cartRouter);
  v1.use('/payments', paymentsRouter);
  v1.use('/orders', ordersRouter);
  v1.use('/luckyDraw', luckyDrawRouter);
  v1.use('/vendor', vendorRouter);
  v1.use('/admin', adminRouter);
  v1.use(openApiRouter);
  app.use('/api/v1', v1);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
