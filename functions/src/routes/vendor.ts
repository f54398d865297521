import type { SomeHandlers } from '../lib/endpoints';
import type { Caller } from '../lib/auth';
import { eateryFigures } from '../services/figures';
import { addDish, editDish, orderSections, removeDish, setDishAvailable, vendorMenu } from '../services/menuEditor';
import { findOwnedEatery, listEateryOrders, moveOrder, setEateryBusy, setEateryHours, setEateryOpen, setEaterySlots } from '../services/orderLifecycle';
import { listReviewsForVendor, replyToReview } from '../services/reviews';

const eateryOf = async (caller: Caller) => (await findOwnedEatery(caller.uid)).id;

/** The vendor console: role vendor (custom claim), and only ever the eatery whose ownerUid is the caller. */
export const vendorHandlers = {
  vendorEatery: async ({ caller }) => ({ restaurant: await findOwnedEatery(caller.uid) }),
  setEateryOpen: async ({ caller, body }) => ({ restaurant: await setEateryOpen(await eateryOf(caller), body.isOpen) }),
  setEateryBusy: async ({ caller, body }) => ({ restaurant: await setEateryBusy(await eateryOf(caller), body.minutes) }),
  setEateryHours: async ({ caller, body }) => ({ restaurant: await setEateryHours(await eateryOf(caller), body.hours) }),
  setEaterySlots: async ({ caller, body }) => ({ restaurant: await setEaterySlots(await eateryOf(caller), body.slots) }),
  vendorOrders: async ({ caller, query }) => listEateryOrders(await eateryOf(caller), query),
  moveOrder: async ({ caller, params, body }) => ({ order: await moveOrder(caller.uid, params.id, body) }),
  vendorFigures: async ({ caller }) => eateryFigures(await eateryOf(caller)),
  vendorMenu: async ({ caller }) => vendorMenu(await eateryOf(caller)),
  addDish: async ({ caller, body }) => ({ item: await addDish(await eateryOf(caller), body) }),
  editDish: async ({ caller, params, body }) => ({ item: await editDish(await eateryOf(caller), params.id, body) }),
  setDishAvailable: async ({ caller, params, body }) => ({ item: await setDishAvailable(await eateryOf(caller), params.id, body.available) }),
  removeDish: async ({ caller, params }) => {
    await removeDish(await eateryOf(caller), params.id);
    return { removed: true };
  },
  orderSections: async ({ caller, body }) => orderSections(await eateryOf(caller), body.categories),
  vendorReviews: async ({ caller, query }) => listReviewsForVendor(await eateryOf(caller), query.cursor),
  replyToReview: async ({ caller, params, body }) => ({ review: await replyToReview(await eateryOf(caller), params.id, body.text) }),
} satisfies SomeHandlers;
