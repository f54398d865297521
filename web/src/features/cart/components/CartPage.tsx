import { useState, type Ref } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { PhoneActionBar } from '@/components/PhoneActionBar';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '@campuseats/common/pricing';
import { cartClosedText, CartLoadFailure, CartNotReady, cartUnavailableText, LastSeenCartStatus } from '@/components/CartNotReady';
import { OfflineNote } from '@/components/OfflineNote';
import { OrderSummary } from '@/components/OrderSummary';
import { WalletToggle } from '@/components/WalletToggle';
import { showsKeptCart, showsLastSeenCart, useCart } from '@/lib/cart/CartContext';
import { useOnline } from '@/lib/connection';
import { paths } from '@/lib/routes';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { CartLineRow } from './CartLineRow';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function EmptyCart({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 10, gap: 1.5 }}>
      <RestaurantMenuIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Your cart is empty
      </Typography>
      <Typography color="text.secondary">Discover amazing food and start ordering!</Typography>
      <Button component={RouterLink} to={paths.restaurants} variant="contained" size="large" sx={{ mt: 1 }}>
        Explore Menu
      </Button>
    </Stack>
  );
}

export function CartPage() {
  useDocumentTitle('Cart');
  const { cart, totalItems, price, ready, loadError } = useCart();
  const online = useOnline();
  // It could not load (offline, or a network that answers nothing): the cart this device kept, and why.
  const kept = showsKeptCart({ loadError, cart });
  // It is a returning student's largest paint, there with the page's first draw.
  const lastSeenLoading = showsLastSeenCart({ ready, loadError, cart });
  // A line taken out goes with the button that took it: the focus moves to the items' heading, or the empty cart's.
  const [takingOut, setTakingOut] = useState(false);
  const itemsHeadingRef = useFocusOnChange<HTMLHeadingElement>(takingOut && cart.items.length);

  const loadingText = 'Loading your cart...';
  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
      Your Cart
    </Typography>
  );
  if ((loadError || !ready) && !kept && !lastSeenLoading) return <CartNotReady heading={heading} loadingText={loadingText} />;
  if (cart.items.length === 0) {
    return (
      <Container sx={{ py: 3 }}>
        {heading}
        <EmptyCart headingRef={itemsHeadingRef} />
      </Container>
    );
  }

  const unavailable = cart.items.some((line) => !line.available);
  const blocked = unavailable || !cart.vendorOpen || !online || lastSeenLoading || kept;
  const checkoutButton = (
    <Button component={RouterLink} to={paths.checkout} variant="contained" size="large" fullWidth disabled={blocked}>
      Checkout
    </Button>
  );

  return (
    <Container sx={{ py: 3, pb: { md: 6 } }} aria-busy={lastSeenLoading}>
      {heading}
      <LastSeenCartStatus shown={lastSeenLoading} loadingText={loadingText} />
      {cart.vendor && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          From{' '}
          <Link component={RouterLink} to={paths.restaurant(cart.vendor)}>
            {cart.vendorName}
          </Link>
        </Typography>
      )}
      <OfflineNote sx={{ mt: 2 }}>You're offline. Your cart is kept on this device; changing it and checking out need a connection.</OfflineNote>
      <CartLoadFailure sx={{ mt: 2 }} />
      {(!cart.vendorOpen || unavailable) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {cart.vendorOpen
            ? cartUnavailableText(cart.items, 'to check out.')
            : `${cartClosedText(cart)} You can check out when it ${cart.vendorBusyUntil ? 'takes orders again' : 'opens again'}.`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <Typography ref={itemsHeadingRef} tabIndex={-1} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              Items ({totalItems})
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {cart.items.map((line) => (
                <CartLineRow key={line._id} line={line} disabled={lastSeenLoading} onTakingOut={() => setTakingOut(true)} />
              ))}
            </Box>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="cart-summary-heading" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <CardContent>
            <Typography id="cart-summary-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              Order Summary
            </Typography>
            <OrderSummary price={price} totalItems={totalItems} />
            <Box sx={{ display: { xs: 'none', md: 'block' }, mt: 2 }}>
              <WalletToggle />
              <Box sx={{ mt: 2 }}>{checkoutButton}</Box>
            </Box>
          </CardContent>
        </Card>
      </Box>
      {/* Phones: the wallet switch and Checkout stay in reach above the bottom bar. */}
      <PhoneActionBar>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <WalletToggle dense />
          <Typography sx={{ fontWeight: 800 }}>To pay {formatRupees(price.total)}</Typography>
        </Stack>
        {checkoutButton}
      </PhoneActionBar>
    </Container>
  );
}
