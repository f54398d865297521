import { Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Container, Divider, Stack, Typography } from '@mui/material';
import { PhoneActionBar } from '@/components/PhoneActionBar';
import { Link as RouterLink } from 'react-router-dom';
import { EMPTY_CART } from '@campuseats/common/cartRules';
import { CHECKOUT_MESSAGES, paymentMethodsFor, type PaymentMethod } from '@campuseats/common/checkout';
import { FULFILMENTS, type Fulfilment } from '@campuseats/common/pickup';
import { formatRupees, priceOrder } from '@campuseats/common/pricing';
import { cartClosedText, CartLoadFailure, CartNotReady, cartUnavailableText, LastSeenCartStatus } from '@/components/CartNotReady';
import { OfflineNote } from '@/components/OfflineNote';
import { OrderSummary } from '@/components/OrderSummary';
import { WalletToggle } from '@/components/WalletToggle';
import { ApiClientError, errorMessage } from '@/lib/apiClient';
import { showsKeptCart, showsLastSeenCart, useCart } from '@/lib/cart/CartContext';
import { useOnline } from '@/lib/connection';
import { queryKeys } from '@/lib/query/queryKeys';
import { paths } from '@/lib/routes';
import { lazyNow } from '@/lib/lazyNow';
import { placeOrder } from '../api/checkout';
import { AddressSection } from './AddressSection';
import { OrderConfirmation } from './OrderConfirmation';
import { ChoiceSection } from './ChoiceSection';
import { AS_SOON_AS_POSSIBLE, chosenSlot, NO_SLOT_TO_CHOOSE, useEaterySlots } from '../hooks/useEaterySlots';
import { usePlacedOrder } from '../hooks/usePlacedOrder';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// The slot picker (a select, with the menu code MUI's TextField brings) loads beside the first draw: it shows once the slots are in.
const SlotCard = lazyNow(() => import('./SlotCard'), 'SlotCard');

/** Said when Place Order got no answer (a dropped connection): the order may have gone through all the same. */
export const PLACE_UNANSWERED =
  "No answer came back, so your order may have been placed. Tap Place Order again once you're connected: it is never placed twice.";

export function CheckoutPage() {
  const { cart, totalItems, price: deliveredPrice, ready, loadError, reload, syncing, useWallet, walletBalance, replaceCart, reloadWallet } = useCart();
  const [fulfilment, setFulfilment] = useState<Fulfilment>('delivery');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [slotChoice, setSlotChoice] = useState(AS_SOON_AS_POSSIBLE);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [placing, setPlacing] = useState(false);
  const { placed, restoring, place: showPlaced } = usePlacedOrder();
  useDocumentTitle(placed ? 'Order Placed' : 'Checkout');
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();
  const queryClient = useQueryClient();
  const slots = useEaterySlots(cart.vendor);
  const slot = chosenSlot(slotChoice, slots.data);
  // One key for this checkout: a double click, or a retry after a lost answer, places one order.
  const idempotencyKey = useRef(crypto.randomUUID());
  const inFlight = useRef(false);
  // A refusal of Place Order takes the focus, so it is read out and, on a phone scrolled down to the button, in view.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure !== null) failureRef.current?.focus();
  }, [failure]);

  // The balance may have changed since the cart page (another tab, another order).
  useEffect(() => {
    reloadWallet();
  }, [reloadWallet]);

  // Drawn with the cart this device last saw, so addresses load beside it; nothing is placed before the server's cart (docs/product.md#checkout).
  const lastSeenLoading = showsLastSeenCart({ ready, loadError, cart });
  // Reloaded offline, or where the network answers nothing, the page shows the kept cart as the cart page does; Place
  // Order waits for the server's cart.
  const kept = showsKeptCart({ loadError, cart });

  if (placed) return <OrderConfirmation order={placed} />;
  if (restoring) return null;
  const loadingText = 'Loading checkout...';
  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
      Checkout
    </Typography>
  );
  if ((loadError || !ready) && !lastSeenLoading && !kept) {
    return <CartNotReady heading={heading} loadingText={loadingText} />;
  }
  if (cart.items.length === 0) {
    return (
      <Container sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          Your cart is empty
        </Typography>
        <Typography color="text.secondary" sx={{ my: 1.5 }}>
          Discover amazing food and start ordering!
        </Typography>
        <Button component={RouterLink} to={paths.restaurants} variant="contained">
          Explore Menu
        </Button>
      </Container>
    );
  }

  const pickup = fulfilment === 'pickup';
  // A pickup pays no delivery fee: the same shared rule the server charges by (docs/product.md#pickup-and-tokens).
  const price = pickup ? priceOrder(cart.items, walletBalance ?? 0, useWallet, 'pickup') : deliveredPrice;
  const complete = (pickup || addressId !== null) && paymentMethod !== null;
  const orderable = cart.vendorOpen && cart.items.every((line) => line.available);

  const place = async () => {
    if ((!pickup && !addressId) || !paymentMethod) {
      setFailure(CHECKOUT_MESSAGES.selectAddressAndPayment);
      return;
    }
    const where = pickup ? { fulfilment } : { addressId: addressId ?? undefined };
    if (inFlight.current || slot === null) return;
    inFlight.current = true;
    setPlacing(true);
    setFailure(null);
    try {
      const when = slot === AS_SOON_AS_POSSIBLE ? {} : { slot };
      const response = await placeOrder({ ...where, ...when, paymentMethod, useWallet, expectedTotal: price.total }, idempotencyKey.current);
      idempotencyKey.current = crypto.randomUUID();
      replaceCart(EMPTY_CART);
      reloadWallet();
      showPlaced(response.order);
    } catch (error) {
      // No answer is not a refusal: the server may have placed it, and a tap on the same page sends the same key.
      setFailure(error instanceof ApiClientError && error.status === 0 ? PLACE_UNANSWERED : errorMessage(error, ''));
      // A changed price, a spent wallet, a dish gone or a slot filled: show the student the numbers as they are now.
      if (error instanceof ApiClientError && (error.status === 409 || error.status === 412)) {
        reload();
        reloadWallet();
        void queryClient.invalidateQueries({ queryKey: queryKeys.eaterySlots(cart.vendor ?? '') });
      }
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  const placeButton = (
    <Button
      variant="contained"
      size="large"
      fullWidth
      onClick={place}
      disabled={!complete || slot === null || placing || syncing || !orderable || !online || lastSeenLoading || kept}
    >
      {placing ? 'Placing Order...' : `Place Order · ${formatRupees(price.total)}`}
    </Button>
  );
  const incomplete = (!complete || slot === null) && (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
      {slot === null ? NO_SLOT_TO_CHOOSE : CHECKOUT_MESSAGES.incomplete}
    </Typography>
  );

  return (
    <Container sx={{ py: 3, pb: { md: 6 } }} aria-busy={lastSeenLoading}>
      {heading}
      <LastSeenCartStatus shown={lastSeenLoading} loadingText={loadingText} />
      {failure !== null && (
        <Alert ref={failureRef} tabIndex={-1} severity="error" sx={{ mb: 2, scrollMarginTop: 80 }} onClose={() => setFailure(null)}>
          <AlertTitle>{failure === CHECKOUT_MESSAGES.selectAddressAndPayment ? failure : CHECKOUT_MESSAGES.placeFailed}</AlertTitle>
          {/* A refusal the reloaded cart explains (closed, busy, a dish gone) is said once, by the warning below. */}
          {failure !== CHECKOUT_MESSAGES.selectAddressAndPayment && orderable && failure}
        </Alert>
      )}
      <OfflineNote sx={{ mb: 2 }}>You're offline. Placing an order needs a connection; your cart and choices here are kept.</OfflineNote>
      <CartLoadFailure sx={{ mb: 2 }} />
      {!orderable && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" component={RouterLink} to={paths.cart}>
              Edit Cart
            </Button>
          }
        >
          {cart.vendorOpen ? cartUnavailableText(cart.items, 'from your cart to continue.') : cartClosedText(cart)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <ChoiceSection id="checkout-fulfilment" title="Delivery or Pickup" options={FULFILMENTS} value={fulfilment} onChange={setFulfilment} />
          <Suspense fallback={null}>
            <SlotCard slots={slots} value={slot} onChange={setSlotChoice} busyUntil={cart.vendorBusyUntil ?? null} />
          </Suspense>
          {!pickup && <AddressSection selectedId={addressId} onSelect={setAddressId} />}
          <ChoiceSection
            id="checkout-payment"
            title="Payment Method"
            options={paymentMethodsFor(fulfilment)}
            value={paymentMethod}
            onChange={setPaymentMethod}
          />
        </Stack>
        <Card component="section" aria-labelledby="checkout-summary-heading" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <CardContent>
            <Typography id="checkout-summary-heading" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              Order Summary
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {cart.vendorName}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {cart.items.map((line) => (
                <Stack component="li" key={line._id} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2">
                    {line.quantity} x {line.name}
                    {!line.available && (
                      <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
                        Not available right now
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="body2">{formatRupees(line.price * line.quantity)}</Typography>
                </Stack>
              ))}
            </Stack>
            <Divider sx={{ my: 2 }} />
            <OrderSummary price={price} totalItems={totalItems} pickup={pickup} />
            <Box sx={{ mt: 2 }}>
              <WalletToggle />
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'block' }, mt: 2 }}>
              {placeButton}
              {incomplete}
            </Box>
          </CardContent>
        </Card>
      </Box>
      <PhoneActionBar>
        {placeButton}
        {incomplete}
      </PhoneActionBar>
    </Container>
  );
}
