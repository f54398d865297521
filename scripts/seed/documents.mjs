// The documents the seed writes (common/src/documents.ts's shapes, which seedData.test.ts checks); `now` stamps them.
import { seededRandom } from '../seededRandom.mjs';

/** users/{uid}: the profile fields of a demo account, without the wallet (kept across seeds). */
export function userProfileFields(account) {
  const { uid, email, name, phone, yearOfStudy, accommodation, hostelDetails } = account;
  return Object.fromEntries(
    Object.entries({ firebaseUid: uid, email, name, phone, yearOfStudy, accommodation, hostelDetails }).filter(([, value]) => value !== undefined),
  );
}

/** users/{uid} as first written: the profile, the demo wallet and both times. */
export function newUserDocument(account, now) {
  return { ...userProfileFields(account), walletBalance: account.walletBalance, createdAt: now, updatedAt: now };
}

/** addresses/{id} of a demo account: [id, document] pairs. */
export function addressDocuments(account, now) {
  return account.addresses.map(({ id, ...address }) => [id, { ...address, uid: account.uid, createdAt: now }]);
}

/** vendors/{id} and its menuItems as [id, dish] pairs in menu order; its rating figures `figures` (moved by reviews) or the seeded ones. */
export function eateryDocuments(eatery, { ownerUid, isOpen, figures }) {
  const { id, menu, ratingCount, ...fields } = eatery;
  const starting = { ratingSum: Math.round(fields.rating * ratingCount), ratingCount };
  const vendor = { ...fields, ...(figures ?? starting), isOpen, nameLower: fields.name.toLowerCase(), ownerUid: ownerUid ?? null };
  const dishes = menu.map(({ id: itemId, ...item }, position) => [itemId, { ...item, available: item.available ?? true, position }]);
  return { id, vendor, dishes };
}

/** The demo student's order at the first eatery, delivered just before `nowMs` so the demo can rate it (docs/product.md#reviews). */
export const DEMO_ORDER_ID = 'demoDeliveredOrder';
export function demoDeliveredOrder(account, eatery, nowMs) {
  const [addressId, { label, street, city, state, zipCode, landmark, phone }] = addressDocuments(account, null)[0];
  const items = eatery.menu.slice(0, 1).map((dish) => ({ menuItemId: dish.id, name: dish.name, quantity: 1, price: dish.price, veg: dish.veg }));
  const address = { label, street, city, state, zipCode, landmark, phone };
  return deliveredOrder(eatery, { uid: account.uid, orderNumber: 'CE-DEMO-2345', items, paymentMethod: 'cod', addressId, address }, nowMs - 70 * 60_000, 8);
}

const ORDER_STEPS = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];

/** A delivered order of `eatery`, priced as checkout would, placed at `placedMs` and moved a step every `stepMinutes`. */
function deliveredOrder(eatery, { items, ...fields }, placedMs, stepMinutes) {
  const subtotal = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const deliveryFee = deliveryFeeFor(subtotal);
  const at = (step) => new Date(placedMs + step * stepMinutes * 60_000);
  const delivered = at(ORDER_STEPS.length - 1);
  return {
    vendorId: eatery.id,
    vendorName: eatery.name,
    vendorAddress: eatery.address,
    ...fields,
    items,
    subtotal,
    deliveryFee,
    platformFee: 5,
    walletApplied: 0,
    total: subtotal + deliveryFee + 5,
    fulfilment: 'delivery',
    status: 'delivered',
    statusHistory: ORDER_STEPS.map((status, index) => ({ status, at: at(index) })),
    createdAt: at(0),
    estimatedDeliveryAt: delivered,
    deliveredAt: delivered,
    updatedAt: delivered,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time, as common/src/istTime.ts (the seed is plain Node and cannot import TypeScript). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** "2026-11-23": the campus (IST) day of an instant, as common/src/figures.ts's campusDay (the seed test holds them together). */
export const campusDayOf = (ms) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
/** Delivery fee by subtotal, as common/src/pricing.ts (the seed test prices every order with it). */
const deliveryFeeFor = (subtotal) => (subtotal >= 500 ? 0 : subtotal >= 300 ? 25 : 49);

/** The past week's customers: names on orders only, no accounts (so no demo student's order list grows). */
const REGULARS = [
  { uid: 'seedRegularHostelA', label: 'Hostel', street: 'Hostel Block A, Room 112', landmark: 'Next to the mess', phone: '+919800000001' },
  { uid: 'seedRegularHostelD', label: 'Hostel', street: 'Hostel Block D, Room 305', landmark: 'Above the laundry', phone: '+919800000002' },
  { uid: 'seedRegularLibrary', label: 'Library', street: 'Central Library, Reading Hall 2', landmark: 'Main entrance', phone: '+919800000003' },
];
/** How many eateries have a past week (the demo vendor's first), and the orders a day of each: the demo vendor's more. */
export const PAST_WEEK = { eateries: 6, days: 7, ordersOfDemoEatery: [6, 12], ordersOfOthers: [2, 7] };

/** Whole numbers below `below`, seeded by a text (FNV-1a): the same eatery and day draw the same orders on every seed. */
function drawsFor(text) {
  const random = seededRandom([...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261));
  return (below) => Math.floor(random() * below);
}

/** One delivered order of `eatery` placed at `placedMs`: one to three of its dishes, priced as checkout would. */
function pastOrder(eatery, regular, placedMs, draw, orderNumber) {
  const picked = new Map();
  for (let count = 1 + draw(3); count > 0; count--) {
    const dish = eatery.menu[draw(Math.min(eatery.menu.length, 8))];
    picked.set(dish.id, {
      menuItemId: dish.id,
      name: dish.name,
      quantity: (picked.get(dish.id)?.quantity ?? 0) + 1 + draw(2),
      price: dish.price,
      veg: dish.veg,
    });
  }
  const { uid, label, street, landmark, phone } = regular;
  const address = { label, street, city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark, phone };
  return deliveredOrder(eatery, { uid, orderNumber, items: [...picked.values()], paymentMethod: draw(2) === 0 ? 'cod' : 'upi', address }, placedMs, 7);
}

/** The first eateries' past campus days: each day's delivered orders ([id, order], fixed ids) and the figures they add (docs/product.md#sales-figures). */
export function pastWeek(eateries, nowMs) {
  return eateries.slice(0, PAST_WEEK.eateries).flatMap((eatery, index) =>
    Array.from({ length: PAST_WEEK.days }, (_unused, back) => {
      const day = campusDayOf(nowMs - (back + 1) * DAY_MS);
      const draw = drawsFor(`${eatery.id}_${day}`);
      const [fewest, most] = index === 0 ? PAST_WEEK.ordersOfDemoEatery : PAST_WEEK.ordersOfOthers;
      const midnightMs = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
      const orders = Array.from({ length: fewest + draw(most - fewest + 1) }, (_none, number) => {
        const placedMs = midnightMs + 11 * 60 * 60_000 + draw(630) * 60_000;
        const orderNumber = `CE-W${day.slice(5, 7)}${day.slice(8)}-${String(index).padStart(2, '0')}${String(number).padStart(2, '0')}`;
        const id = `pastWeek${eatery.id}${day.replaceAll('-', '')}n${number}`;
        return [id, pastOrder(eatery, REGULARS[draw(REGULARS.length)], placedMs, draw, orderNumber)];
      });
      return { eateryId: eatery.id, day, orders, figures: figuresOf(orders.map(([, order]) => [order, 1])) };
    }),
  );
}

/** What delivered orders add to their day's figures, as the API's delivery does: `stamps` are [order, sign] pairs, -1 taking one out. */
function figuresOf(stamps) {
  const dishes = new Map();
  for (const [order, sign] of stamps) {
    for (const line of order.items)
      dishes.set(line.menuItemId, { name: line.name, quantity: (dishes.get(line.menuItemId)?.quantity ?? 0) + sign * line.quantity });
  }
  const revenue = stamps.reduce((sum, [order, sign]) => sum + sign * (order.total + order.walletApplied), 0);
  return {
    delivered: stamps.reduce((sum, [, sign]) => sum + sign, 0),
    revenue,
    dishes: Object.fromEntries([...dishes].filter(([, dish]) => dish.quantity !== 0)),
  };
}

/** How stamping the demo order afresh moves its figures from its old delivery day to the new one; unmoved days are left out. */
export function demoOrderFigureChanges(previous, fresh) {
  const stamps = [...(previous ? [[previous, -1]] : []), [fresh, 1]];
  const days = [...new Set(stamps.map(([order]) => campusDayOf(order.deliveredAt.getTime())))];
  return days
    .map((day) => ({ day, figures: figuresOf(stamps.filter(([order]) => campusDayOf(order.deliveredAt.getTime()) === day)) }))
    .filter(({ figures }) => figures.delivered !== 0 || figures.revenue !== 0 || Object.keys(figures.dishes).length > 0);
}
