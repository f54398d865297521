import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { guardRuntimeBodyParsers } from './lib/runtimeBodyParsers';
import { orderOfSnapshot, tellStudentOfStep } from './services/orderSteps';
import { sweepUnacceptedOrders } from './services/orderSweep';
import { moveQueueEstimates } from './services/readyEstimates';

guardRuntimeBodyParsers();

/** Requests mostly wait on Firestore, so one small instance serves many; the cap bounds the bill; lib/cors.ts, not the runtime, answers CORS. */
export const api = onRequest(
  { region: 'us-central1', timeoutSeconds: 60, cpu: 1, memory: '512MiB', concurrency: 80, maxInstances: 10, cors: false },
  createApp(),
);

/** What follows an order's step, from a trigger retried until done (docs/decisions/0012-order-steps-commit-alone.md), so no step goes untold. */
export const orderStepFollowUp = onDocumentUpdated({ document: 'orders/{orderId}', region: 'us-central1', retry: true }, async (event) => {
  const change = event.data;
  if (!change) return;
  const path = change.after.ref.path;
  const [before, after] = [orderOfSnapshot(path, change.before.data()), orderOfSnapshot(path, change.after.data())];
  await Promise.all([tellStudentOfStep(event.params.orderId, before, after), moveQueueEstimates(before, after, new Date())]);
});

/** Cancels orders nobody accepted in time (services/orderSweep.ts); the emulators run no schedules, so POST /api/v1/admin/orders/sweep does it there. */
export const unacceptedOrderSweep = onSchedule({ schedule: 'every 1 minutes', region: 'us-central1', timeoutSeconds: 60 }, async () => {
  await sweepUnacceptedOrders(new Date());
});
