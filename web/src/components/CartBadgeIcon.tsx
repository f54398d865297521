import { Badge } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { cartBadgeLabel, cartLinkLabel } from '@campuseats/common/cartRules';
import { useCart } from '@/lib/cart/CartContext';

export function useCartLinkLabel(): string {
  return cartLinkLabel(useCart().totalItems);
}

export function CartBadgeIcon() {
  const { totalItems } = useCart();
  const label = cartBadgeLabel(totalItems);
  return (
    <Badge
      badgeContent={label}
      color="primary"
      invisible={label === null}
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'cart-badge' } as object }}
    >
      <ShoppingCartIcon />
    </Badge>
  );
}
