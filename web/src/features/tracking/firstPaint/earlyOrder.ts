import type { LiveOrder } from '@campuseats/common/liveOrder';
import { ORDER_PROGRESS, type ProgressStatus } from '@campuseats/common/orderStatus';
import { DOCUMENT_ID_PATTERN } from '@campuseats/common/restaurants';
import { FIRST_PAINT_HOLD_ATTRIBUTE, FIRST_PAINT_ID } from '@/lib/FirstPaintHandOff';
import { CLOCK_FORMAT, formatClock } from '@/lib/dateTime';
import {
  askWithStoredToken,
  replaceTokens,
  shownTemplate,
  type AskWithStoredToken,
  type ReplaceTokens,
  type ShownTemplate,
  drawThenStartAppScript,
} from '@/lib/firstPaintScripts';

/**
 * A returning student's order, drawn by its HTML before the app's JavaScript has arrived
 * (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint). The app follows the order through Firestore, whose SDK
 * and first answer took until 4.6 s into a throttled phone's visit. The build draws the Order Status card for
 * SAMPLE_ORDER once per step of the way (web/prerender.ts); the script below asks GET /api/v1/orders/{id} with the
 * ID token Firebase Auth keeps in this browser, takes the card of the order's step, puts the order's time in it and
 * the card in place of the picture's "Loading order...", then holds the picture (FIRST_PAINT_HOLD_ATTRIBUTE) until
 * the app has the order itself (OrderTrackingPage). A cancelled order, whose card says why and when, waits for the
 * app as before.
 */

export const EARLY_ORDER_TEMPLATE_ID = 'first-paint-order-status';
/** The attribute naming the step each of the template's cards is drawn for. */
export const EARLY_ORDER_STATUS_ATTRIBUTE = 'data-order-status';

// 1 January 2030, 13:47 UTC: a time no part of the card shows otherwise, drawn by the build in its own time zone.
const SAMPLE_TIME = new Date(Date.UTC(2030, 0, 1, 13, 47));
/** The token drawn on the sample's card, replaced with the order's own. */
const SAMPLE_TOKEN = '¤token';

/** The order the build draws the card for, once per step (its id, texts and figures are not on the card). */
export const sampleOrder = (status: ProgressStatus): LiveOrder => ({
  id: 'sampleOrder',
  uid: 'sample',
  vendorId: 'sample',
  vendorName: '¤vendor',
  vendorAddress: '¤vendorAddress',
  orderNumber: '¤number',
  items: [],
  subtotal: 0,
  deliveryFee: 0,
  platformFee: 0,
  walletApplied: 0,
  total: 0,
  paymentMethod: 'cod',
  address: { label: '¤label', street: '¤street', landmark: '¤landmark', city: '¤city', state: '¤state', zipCode: '¤zip', phone: '¤phone' },
  fulfilment: 'delivery',
  token: SAMPLE_TOKEN,
  status,
  statusHistory: [],
  createdAt: SAMPLE_TIME,
  estimatedDeliveryAt: SAMPLE_TIME,
  deliveredAt: status === 'delivered' ? SAMPLE_TIME : null,
  cancelReason: null,
});

interface Sample {
  /** DOCUMENT_ID_PATTERN's source: an id the API would refuse is not asked for. */
  idPattern: string;
  /** The sample's time as the cards show it. */
  clock: string;
  token: string;
  statuses: readonly string[];
  clockFormat: typeof CLOCK_FORMAT;
}

const sample = (): Sample => ({
  idPattern: DOCUMENT_ID_PATTERN.source,
  clock: formatClock(SAMPLE_TIME),
  token: SAMPLE_TOKEN,
  statuses: ORDER_PROGRESS,
  clockFormat: CLOCK_FORMAT,
});

/**
 * Runs as an inline script right after the first paint (its source text, so it uses nothing from outside itself).
 * Draws nothing unless Auth's stored token is good for another minute and the answer is the student's order, on its
 * way or delivered, with a time it can read; the picture then keeps "Loading order...", and the app draws as before.
 */
async function drawEarlyOrder(
  shownTemplate: ShownTemplate,
  replaceIn: ReplaceTokens,
  askWithStoredToken: AskWithStoredToken,
  firstPaintId: string,
  holdAttribute: string,
  templateId: string,
  statusAttribute: string,
  sample: Sample,
) {
  const template = shownTemplate(templateId);
  if (!template) return;
  const [, orders, id, ...rest] = location.pathname.split('/');
  if (orders !== 'orders' || !id || rest.length || !new RegExp(sample.idPattern).test(id)) return;
  const answer = (await askWithStoredToken(`/api/v1/orders/${id}`)) as { order?: Record<string, unknown> } | undefined;
  const order = answer?.order;
  const status = order?.status;
  if (order?.id !== id || typeof status !== 'string' || !sample.statuses.includes(status)) return;
  // The cards are a delivery's with a token; a pickup (other steps, its code) or an order from before tokens waits for the app.
  if (order.fulfilment !== 'delivery' || typeof order.token !== 'string') return;
  const time = new Date(String(status === 'delivered' ? (order.deliveredAt ?? order.estimatedDeliveryAt) : order.estimatedDeliveryAt));
  if (Number.isNaN(time.getTime())) return;

  const firstPaint = document.getElementById(firstPaintId);
  const section = firstPaint?.querySelector('[aria-label="Selected order"]');
  const card = template.content.querySelector(`[${statusAttribute}="${status}"]`)?.cloneNode(true);
  // The app has drawn already (the picture is gone), or the picture is not the one this script knows.
  if (!firstPaint || !section || !(card instanceof Element)) return;
  card.removeAttribute(statusAttribute);
  replaceIn(card, sample.clock, new Intl.DateTimeFormat(sample.clockFormat.locale, sample.clockFormat.options).format(time));
  replaceIn(card, sample.token, order.token);
  section.replaceChildren(card);
  firstPaint.setAttribute(holdAttribute, '');
}

/** The inline script placed after the first paint of an order's page: it asks for the app's code once it is done. */
export const earlyOrderScript = () =>
  drawThenStartAppScript(
    drawEarlyOrder,
    [shownTemplate, replaceTokens, askWithStoredToken],
    [FIRST_PAINT_ID, FIRST_PAINT_HOLD_ATTRIBUTE, EARLY_ORDER_TEMPLATE_ID, EARLY_ORDER_STATUS_ATTRIBUTE, sample()],
  );
