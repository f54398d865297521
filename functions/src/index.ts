import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { guardRuntimeBodyParsers } from './lib/runtimeBodyParsers';
import { orderOfSnapshot, tellStudentOfStep } from './services/orderSteps';
import { sweepUnacceptedOrders } from './services/orderSweep';
import { moveQueueEstimates } from './services/readyEstimates';

guardRuntimeBodyParsers();

/**
 * The runtime limits, each with its reason:
 * - timeoutSeconds 60: every request answers well before it (lib/deadline.ts); the rest is headroom.
 * - cpu 1, memory 512MiB: the smallest size that may serve requests concurrently; the app holds no caches.
 * - concurrency 80: requests mostly wait on Firestore, so one instance serves many at once.
 * - maxInstances 10: a campus lunch rush is hundreds of requests a minute, not thousands a second; the cap
 *   bounds the bill when a script floods the API.
 * - cors false: the runtime's own CORS (on for every origin in the emulator) is off; lib/cors.ts answers for
 *   the origins the deployment lists.
 */
export const api = onRequest(
  { region: 'us-central1', timeoutSeconds: 60, cpu: 1, memory: '512MiB', concurrency: 80, maxInstances: 10, cors: false },
  createApp(),
);

/**
 * What follows an order's step (services/orderSteps.ts, docs/decisions/0012-order-steps-commit-alone.md): the
 * student's notification, written once per step whatever the number of deliveries, and, when an order leaves its
 * eatery's queue, the ready times of the orders behind it (services/readyEstimates.ts). retry: a delivery that fails is
 * sent again (on deploy; the emulator runs each once), so a step is never left untold.
 */
export const orderStepFollowUp = onDocumentUpdated({ document: 'orders/{orderId}', region: 'us-central1', retry: true }, async (event) => {
  const change = event.data;
  if (!change) return;
  const path = change.after.ref.path;
  const [before, after] = [orderOfSnapshot(path, change.before.data()), orderOfSnapshot(path, change.after.data())];
  await Promise.all([tellStudentOfStep(event.params.orderId, before, after), moveQueueEstimates(before, after, new Date())]);
});

/**
 * Nothing waits forever (services/orderSweep.ts): every minute, orders nobody accepted in time are cancelled and
 * refunded. The emulators run no schedules; there POST /api/v1/admin/orders/sweep runs the same sweep.
 */
export const unacceptedOrderSweep = onSchedule({ schedule: 'every 1 minutes', region: 'us-central1', timeoutSeconds: 60 }, async () => {
  await sweepUnacceptedOrders(new Date());
});
