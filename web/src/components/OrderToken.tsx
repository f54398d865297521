import { Alert, Box, Typography } from '@mui/material';
import { PICKUP_MESSAGES } from '@campuseats/common/pickup';

const SIZES = { card: '2rem', page: '3rem' } as const;

/** An order's token, large, as the counter calls it out (docs/product.md#pickup-and-tokens). */
export function OrderToken({ token, size }: { token: string; size: keyof typeof SIZES }) {
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        Token
      </Typography>
      <Typography component="p" data-testid="order-token" sx={{ fontSize: SIZES[size], fontWeight: 900, lineHeight: 1.1, letterSpacing: '0.04em' }}>
        {token}
      </Typography>
    </Box>
  );
}

/** A pickup's 4-digit code, for its student to tell the counter (docs/product.md#pickup-and-tokens). */
export function PickupCodeNote({ code }: { code: string }) {
  return (
    <Alert severity="info" icon={false} sx={{ my: 1, textAlign: 'left' }}>
      Pickup code:{' '}
      <Box component="strong" data-testid="pickup-code" sx={{ fontSize: '1.5rem', letterSpacing: '0.2em' }}>
        {code}
      </Box>
      <Typography variant="body2">{PICKUP_MESSAGES.showCode}</Typography>
    </Alert>
  );
}
