import { Suspense, useState } from 'react';
import { Box, Button, Chip, Step, StepLabel, Stepper, Typography, type StepIconProps } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { formatRupees } from '@campuseats/common/pricing';
import {
  estimatedTimeText,
  expectedAt,
  isFinalStatus,
  isServed,
  isWaiting,
  progressOf,
  studentCanCancel,
  trackingStepLabel,
  type OrderStatus,
} from '@campuseats/common/orderStatus';
import { readyRangeText } from '@campuseats/common/readyTimes';
import { slotDueText } from '@campuseats/common/slots';
import { OrderToken, PickupCodeNote } from '@/components/OrderToken';
import { SectionCard } from '@/components/SectionCard';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { formatClock } from '@/lib/dateTime';
import { lazyOnDemand, usePreloadAfterPaint } from '@/lib/lazyNow';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { useInstantPassed } from '@/lib/useInstantPassed';
import type { OrderOnPage } from '../orderOnPage';

/** A step's dot; the current step of an order still on its way pulses. */
function StepDot({ active, completed, error }: StepIconProps) {
  const pulsing = Boolean(active && !completed && !error);
  const color = error ? 'error.main' : completed || active ? 'primary.main' : 'action.disabled';
  return (
    <Box
      sx={{
        position: 'relative',
        width: 24,
        height: 24,
        borderRadius: '50%',
        bgcolor: color,
        color: 'primary.contrastText',
        display: 'grid',
        placeItems: 'center',
        ...(pulsing && {
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            animation: 'trackingPulse 1.5s ease-out infinite',
          },
          '@keyframes trackingPulse': { '0%': { transform: 'scale(1)', opacity: 0.6 }, '100%': { transform: 'scale(2.2)', opacity: 0 } },
        }),
      }}
      data-pulse={pulsing ? 'true' : undefined}
    >
      {error ? <CloseIcon sx={{ fontSize: 16, color: 'error.contrastText' }} /> : completed ? <CheckIcon sx={{ fontSize: 16 }} /> : null}
    </Box>
  );
}

/** The steps to draw; a cancelled order shows the steps it reached, then Cancelled. */
function stepsOf(order: OrderOnPage): { status: OrderStatus; label: string }[] {
  const progress = progressOf(order.fulfilment);
  const step = (status: (typeof progress)[number]) => ({ status, label: trackingStepLabel(status, order.fulfilment) });
  if (order.status !== 'cancelled') return progress.map(step);
  const reached = progress.filter((status) => order.statusHistory.some((change) => change.status === status));
  return [...reached.map(step), { status: 'cancelled', label: 'Cancelled' }];
}

function DeliveryEstimate({ order }: { order: OrderOnPage }) {
  // The range is drawn again only when an order ahead leaves the queue: past its end, the page says the kitchen is late.
  const rangeEnd = isWaiting(order.status) && order.readyEstimate ? order.readyEstimate.to.getTime() : null;
  const pastRange = useInstantPassed(rangeEnd);
  if (isServed(order.status)) {
    const verb = order.status === 'delivered' ? 'Delivered' : 'Collected';
    return (
      <Typography sx={{ fontWeight: 700 }}>
        {verb} at {formatClock(order.deliveredAt ?? order.estimatedDeliveryAt)}
      </Typography>
    );
  }
  if (order.status === 'cancelled') {
    const cancelledAt = [...order.statusHistory].reverse().find((change) => change.status === 'cancelled')?.at;
    return (
      <>
        <Typography sx={{ fontWeight: 700 }} color="error">
          Order cancelled{cancelledAt ? ` at ${formatClock(cancelledAt)}` : ''}
        </Typography>
        {order.cancelReason && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Reason: {order.cancelReason}
          </Typography>
        )}
        {order.walletApplied > 0 && <Typography color="text.secondary">{formatRupees(order.walletApplied)} went back to your wallet.</Typography>}
      </>
    );
  }
  // The kitchen's range moves with its queue (docs/product.md#order-tracking); one ending before the order's slot says nothing about it.
  const waiting = isWaiting(order.status);
  const beforeSlot = order.slot && order.readyEstimate && order.readyEstimate.to < order.slot.start;
  const kitchenRange = waiting && !beforeSlot ? order.readyEstimate : undefined;
  const pickup = order.fulfilment === 'pickup';
  if (pickup && order.status === 'ready') {
    const readyAt = [...order.statusHistory].reverse().find((change) => change.status === 'ready')?.at;
    return <Typography sx={{ fontWeight: 700 }}>Ready{readyAt ? ` since ${formatClock(readyAt)}` : ''}</Typography>;
  }
  return (
    <>
      {order.slot && (
        <Typography data-testid="order-slot" sx={{ fontWeight: 700 }}>
          {slotDueText(order.fulfilment, order.slot)}
        </Typography>
      )}
      {kitchenRange && (
        <Typography data-testid="ready-estimate">
          Kitchen estimate: <strong>{readyRangeText(kitchenRange)}</strong>
        </Typography>
      )}
      {kitchenRange && pastRange && <Typography color="text.secondary">The kitchen is taking longer than it estimated.</Typography>}
      {/* A pickup is ready when the kitchen is done: its estimate is the kitchen's, where there is one. */}
      {!(pickup && kitchenRange) && (
        <Typography>
          {pickup ? 'Estimated ready for pickup' : 'Estimated delivery'}: <strong>{formatClock(expectedAt(order))}</strong> ({estimatedTimeText(order)})
        </Typography>
      )}
    </>
  );
}

const LivePickupCode = lazyOnDemand(() => import('./LivePickupCode'), 'LivePickupCode');

/** A pickup's code: the one the order's answer brought, until the live read of its own document says it. */
function PickupCode({ orderId, known }: { orderId: string; known: string | undefined }) {
  return (
    <Suspense fallback={known && <PickupCodeNote code={known} />}>
      <LivePickupCode orderId={orderId} known={known} />
    </Suspense>
  );
}

const CancelOrderDialog = lazyOnDemand(() => import('./CancelOrderDialog'), 'CancelOrderDialog');

function CancelOrderButton({ orderId, onCancelled }: { orderId: string; onCancelled: () => void }) {
  const [confirming, setConfirming] = useState(false);
  usePreloadAfterPaint(true, CancelOrderDialog);
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Cancel Order
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <CancelOrderDialog orderId={orderId} onClose={() => setConfirming(false)} onCancelled={onCancelled} />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * What a screen reader hears when the order moves while the page is open: "Order {number}: {step}". The step it had
 * when the page opened is on the page already, so the region starts empty (and empty again for another order).
 */
function useStepNews(order: OrderOnPage): string {
  const [seen, setSeen] = useState({ id: order.id, status: order.status, news: '' });
  if (seen.id !== order.id) setSeen({ id: order.id, status: order.status, news: '' });
  else if (seen.status !== order.status) {
    const step = order.status === 'cancelled' ? 'Cancelled' : trackingStepLabel(order.status, order.fulfilment);
    setSeen({ id: order.id, status: order.status, news: `Order ${order.orderNumber}: ${step}` });
  }
  return seen.news;
}

/** "Order Status" (docs/product.md#order-tracking): the estimate or delivery time, and the vertical step tracker. */
export function OrderStatusCard({ order }: { order: OrderOnPage }) {
  const steps = stepsOf(order);
  const current = steps.findIndex((step) => step.status === order.status);
  const [cancelledHere, setCancelledHere] = useState(false);
  // The Cancel button goes away once the order shows as cancelled: the focus moves to the steps.
  const stepsRef = useFocusOnChange<HTMLDivElement>(cancelledHere && !studentCanCancel(order.status));
  const news = useStepNews(order);

  return (
    <SectionCard id="order-status" title="Order Status">
      <VisuallyHidden role="status">{news}</VisuallyHidden>
      {order.token && <OrderToken token={order.token} size="page" />}
      {order.fulfilment === 'pickup' && !isFinalStatus(order.status) && <PickupCode orderId={order.id} known={order.pickupCode} />}
      <DeliveryEstimate order={order} />
      <Stepper ref={stepsRef} tabIndex={-1} orientation="vertical" activeStep={current} sx={{ mt: 2 }}>
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const cancelledStep = step.status === 'cancelled';
          return (
            <Step key={step.status} completed={index < current || (isCurrent && isServed(order.status))} aria-current={isCurrent ? 'step' : undefined}>
              <StepLabel error={cancelledStep} slots={{ stepIcon: StepDot }}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box component="span" sx={{ fontWeight: isCurrent ? 800 : 500 }}>
                    {step.label}
                  </Box>
                  {isCurrent && <Chip size="small" color={cancelledStep ? 'error' : 'primary'} label="Current Status" />}
                </Box>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {studentCanCancel(order.status) && <CancelOrderButton orderId={order.id} onCancelled={() => setCancelledHere(true)} />}
    </SectionCard>
  );
}
