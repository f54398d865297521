import type { Ref } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { CART_MESSAGES, MAX_QUANTITY_PER_LINE } from '@campuseats/common/cartRules';
import { useCart } from '@/lib/cart/CartContext';
import { VisuallyHidden } from './VisuallyHidden';

interface Props {
  quantity: number;
  /** The dish, for the buttons' accessible names ("Add one more Dal Tadka"). */
  itemName: string;
  onIncrement: () => void;
  onDecrement: () => void;
  /** Off for a dish that cannot be ordered now; at the most of one dish plus stays where the focus is instead. */
  canIncrement?: boolean;
  /** Both buttons off (the cart page while it shows the cart this device last saw). */
  disabled?: boolean;
  /** The button to focus when the stepper replaces the control the student used: plus, or minus when plus is off. */
  focusRef?: Ref<HTMLButtonElement>;
}

/** − quantity + : the cart's stepper (minus at one removes the dish; docs/product.md#menu). */
export function QuantityStepper({ quantity, itemName, onIncrement, onDecrement, canIncrement = true, disabled = false, focusRef }: Props) {
  const plusOn = !disabled && canIncrement;
  const { notify } = useCart();
  // At the limit plus keeps the focus a key press left on it, looks off, and says why it adds nothing.
  const atLimit = quantity >= MAX_QUANTITY_PER_LINE;
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${itemName}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'primary.main', borderRadius: 5, bgcolor: 'background.paper' }}
    >
      <IconButton
        size="small"
        color="primary"
        aria-label={quantity === 1 ? `Remove ${itemName}` : `Remove one ${itemName}`}
        onClick={onDecrement}
        disabled={disabled}
        ref={plusOn ? undefined : focusRef}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      {/* A bare "3" read after a tap says nothing of what it counts. */}
      <Typography component="span" aria-hidden data-testid="stepper-quantity" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>
        {quantity}
      </Typography>
      <VisuallyHidden live>{`${itemName}: ${quantity} in your cart`}</VisuallyHidden>
      <IconButton
        size="small"
        color="primary"
        aria-label={`Add one more ${itemName}`}
        onClick={atLimit ? () => notify(CART_MESSAGES.tooMany, 'info') : onIncrement}
        disabled={!plusOn}
        aria-disabled={atLimit || undefined}
        sx={atLimit ? { color: 'action.disabled' } : undefined}
        ref={plusOn ? focusRef : undefined}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
