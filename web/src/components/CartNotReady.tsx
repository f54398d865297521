import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useCart } from '@/lib/cart/CartContext';

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
