import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useCart } from '@/lib/cart/CartContext';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * What the cart and checkout pages show until the cart is there (docs/product.md#cart): under the page's own
 * `heading`, its failure with Retry, or a spinner with `loadingText`. Render it while `loadError` is set or the cart
 * is not `ready`. The heading stands where the page draws it: a returning student sees it in the prerendered page,
 * and it stays put when the cart arrives.
 */
export function CartNotReady({ heading, loadingText }: { heading: ReactNode; loadingText: string }) {
  const { loadError, reload } = useCart();
  return (
    <Container sx={{ py: 3 }}>
      {heading}
      {loadError ? (
        <Alert
          sx={{ mt: 3 }}
          severity="error"
          action={
            <Button color="inherit" onClick={reload}>
              Retry
            </Button>
          }
        >
          Couldn't load your cart: {loadError}
        </Alert>
      ) : (
        <Stack role="status" sx={{ alignItems: 'center', py: 8, gap: 2 }}>
          <CircularProgress aria-hidden />
          <Typography>{loadingText}</Typography>
        </Stack>
      )}
    </Container>
  );
}

/**
 * Read by screen readers only while the cart or checkout page draws the cart this device last saw: the page looks as
 * it will once the server's cart is there, and says that it is still loading (docs/product.md#cart).
 */
export function LastSeenCartStatus({ shown, loadingText }: { shown: boolean; loadingText: string }) {
  return shown ? <VisuallyHidden role="status">{loadingText}</VisuallyHidden> : null;
}
