import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { PAYMENT_METHODS, type PaymentMethod } from '@campuseats/common/orders';

export function PaymentSection({ value, onChange }: { value: PaymentMethod | null; onChange: (method: PaymentMethod) => void }) {
  return (
    <Box component="section" aria-labelledby="checkout-payment-heading">
      <Typography id="checkout-payment-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        Payment Method
      </Typography>
      <RadioGroup aria-labelledby="checkout-payment-heading" value={value ?? ''} onChange={(event) => onChange(event.target.value as PaymentMethod)}>
        {PAYMENT_METHODS.map((method) => (
          <FormControlLabel key={method.value} value={method.value} control={<Radio />} label={method.label} />
        ))}
      </RadioGroup>
    </Box>
  );
}
