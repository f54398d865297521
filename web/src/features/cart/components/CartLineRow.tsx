import { Box, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CartLine } from '@campuseats/common/cart';
import { formatRupees } from '@campuseats/common/pricing';
import { QuantityStepper } from '@/components/QuantityStepper';
import { VegMark } from '@/components/VegMark';
import { useCart } from '@/lib/cart/CartContext';

interface CartLineRowProps {
  line: CartLine;
  /** While the screen shows the cart this device last saw, not the server's yet. */
  disabled: boolean;
  /** The student is taking dishes out: the line may go, with the button they used. */
  onTakingOut: () => void;
}

/** One line of the cart. */
export function CartLineRow({ line, disabled, onTakingOut }: CartLineRowProps) {
  const { increment, decrement, remove } = useCart();
  return (
    <Box
      component="li"
      aria-label={line.name}
      sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ pt: 0.5 }}>
        <VegMark veg={line.veg} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {line.name}
        </Typography>
        {line.description && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {line.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatRupees(line.price)} each
        </Typography>
        {!line.available && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            Unavailable right now: remove it to check out
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', gap: 1 }}>
          <QuantityStepper
            quantity={line.quantity}
            itemName={line.name}
            onIncrement={() => increment(line.menuItem)}
            onDecrement={() => {
              onTakingOut();
              decrement(line.menuItem);
            }}
            canIncrement={line.available}
            disabled={disabled}
          />
          <IconButton
            aria-label={`Remove ${line.name} from cart`}
            onClick={() => {
              onTakingOut();
              remove(line.menuItem);
            }}
            disabled={disabled}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="line-total">
        {formatRupees(line.price * line.quantity)}
      </Typography>
    </Box>
  );
}
