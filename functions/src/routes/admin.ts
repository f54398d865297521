import type { SomeHandlers } from '../lib/endpoints';
import { createEatery, setEaterySuspended } from '../services/adminEateries';
import { deleteAccount } from '../services/accountDeletion';
import { listAccounts, updateAccount } from '../services/adminUsers';
import { listAudit } from '../services/audit';
import { campusFigures } from '../services/figures';
import { sweepUnacceptedOrders } from '../services/orderSweep';
import { listAllReviews, moderateReview } from '../services/reviews';
import { serverNow } from '../lib/clock';

/** The admin console's API: role admin (custom claim) only. */
export const adminHandlers = {
  allReviews: ({ query }) => listAllReviews(query.cursor),
  moderateReview: async ({ caller, params, body }) => ({ review: await moderateReview(caller, params.id, body) }),
  createEatery: ({ caller, body }) => createEatery(caller, body),
  suspendEatery: async ({ caller, params, body }) => ({ eatery: await setEaterySuspended(caller, params.id, body.suspended) }),
  listAccounts: ({ query }) => listAccounts(query),
  updateAccount: async ({ caller, params, body }) => ({ user: await updateAccount(caller, params.uid, body) }),
  deleteAccount: ({ caller, params, body }) => deleteAccount(params.uid, caller, body.giveUpWallet),
  auditLog: ({ query }) => listAudit(query.cursor),
  campusFigures: () => campusFigures(),
  sweepOrders: async ({ body }) => ({ cancelled: await sweepUnacceptedOrders(serverNow(), body.vendorId) }),
} satisfies SomeHandlers;
