import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useCart } from '@/lib/cart/CartContext';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * What the cart and checkout pages show until the cart is there (docs/product.md#cart): its failure with Retry, or a
 * spinner with `loadingText`. Render it while `loadError` is set or the cart is not `ready`.
 */
export function CartNotReady({ loadingText }: { loadingText: string }) {
  const { loadError, reload } = useCart();
  if (loadError) {
    return (
      <Container sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={reload}>
              Retry
            </Button>
          }
        >
          Couldn't load your cart: {loadError}
        </Alert>
      </Container>
    );
  }
  return (
    <Stack role="status" sx={{ alignItems: 'center', py: 10, gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography>{loadingText}</Typography>
    </Stack>
  );
}

/**
 * Read by screen readers only while the cart or checkout page draws the cart this device last saw: the page looks as
 * it will once the server's cart is there, and says that it is still loading (docs/product.md#cart).
 */
export function LastSeenCartStatus({ shown, loadingText }: { shown: boolean; loadingText: string }) {
  return shown ? <VisuallyHidden role="status">{loadingText}</VisuallyHidden> : null;
}
