import { Button } from '@mui/material';
import { MAX_QUANTITY_PER_LINE } from '@campuseats/common/cartRules';
import type { MenuItem } from '@campuseats/common/restaurants';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useCart } from '@/lib/cart/CartContext';
import { quantityIn } from '@/lib/cart/cartOps';
import { useMenuRestaurant } from '../hooks/menuRestaurant';

/** ADD, then a stepper once the dish is in the cart. Unavailable dishes and closed eateries take no orders. */
export function AddToCartControl({ item }: { item: MenuItem }) {
  const restaurant = useMenuRestaurant();
  const { cart, addItem, increment, decrement } = useCart();
  if (!restaurant) return null;
  const quantity = cart.vendor === restaurant._id ? quantityIn(cart, item._id) : 0;
  const orderable = item.available && restaurant.isOpen;

  if (quantity > 0) {
    return (
      <QuantityStepper
        quantity={quantity}
        itemName={item.name}
        onIncrement={() => increment(item._id)}
        onDecrement={() => decrement(item._id)}
        canIncrement={orderable && quantity < MAX_QUANTITY_PER_LINE}
      />
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={!orderable}
      aria-label={`Add ${item.name} to cart`}
      onClick={() =>
        addItem(
          { id: restaurant._id, name: restaurant.name },
          { menuItemId: item._id, name: item.name, description: item.desc, price: item.price, veg: item.veg },
        )
      }
      sx={{ minWidth: 88, fontWeight: 800, letterSpacing: 1, bgcolor: 'background.paper' }}
    >
      {orderable ? 'ADD' : restaurant.isOpen ? 'SOLD OUT' : 'CLOSED'}
    </Button>
  );
}
