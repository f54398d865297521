import type { SomeHandlers } from '../lib/endpoints';
import { cancelOwnOrder, trackedOwnOrder } from '../services/orderLifecycle';
import { listOrders, reorder } from '../services/orders';
import { ownReview, reviewOrder } from '../services/reviews';

/** A student's own orders: anybody else's answers 404, as if it did not exist. */
export const ordersHandlers = {
  listOrders: ({ caller, query }) => listOrders(caller.uid, query),
  trackedOrder: async ({ caller, params }) => ({ order: await trackedOwnOrder(caller.uid, params.id) }),
  reorder: ({ caller, params }) => reorder(caller.uid, params.id),
  cancelOrder: async ({ caller, params, body }) => ({ order: await cancelOwnOrder(caller.uid, params.id, body.reason) }),
  reviewOrder: async ({ caller, params, body, res }) => {
    const { review, created } = await reviewOrder(caller.uid, params.id, body);
    res.status(created ? 201 : 200);
    return { review };
  },
  ownReview: async ({ caller, params }) => ({ review: await ownReview(caller.uid, params.id) }),
} satisfies SomeHandlers;
