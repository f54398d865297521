import { useContext, useState } from 'react';
import { Button } from '@mui/material';
import type { MenuItem } from '@campuseats/common/restaurants';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useCart } from '@/lib/cart/CartContext';
import { quantityIn } from '@/lib/cart/cartOps';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { MenuRestaurantContext } from '../hooks/menuRestaurant';

/** ADD, then a stepper once the dish is in the cart. Unavailable dishes and closed eateries take no orders. */
export function AddToCartControl({ item }: { item: MenuItem }) {
  const restaurant = useContext(MenuRestaurantContext);
  const { cart, addItem, increment, decrement } = useCart();
  // ADD and the stepper replace each other: the one that appears takes the focus the student's tap or key left.
  const [used, setUsed] = useState(false);
  const quantity = restaurant && cart.vendor === restaurant._id ? quantityIn(cart, item._id) : 0;
  const focusRef = useFocusOnChange<HTMLButtonElement>(used && quantity > 0);
  if (!restaurant) return null;
  const orderable = item.available && restaurant.takesCartLines;

  if (quantity > 0) {
    return (
      <QuantityStepper
        quantity={quantity}
        itemName={item.name}
        onIncrement={() => increment(item._id)}
        onDecrement={() => {
          setUsed(true);
          decrement(item._id);
        }}
        canIncrement={orderable}
        focusRef={focusRef}
      />
    );
  }
  // The name says what the button says (SOLD OUT, BUSY, CLOSED), with the dish: a screen reader must not hear "Add".
  const [label, name] = orderable
    ? ['ADD', `Add ${item.name} to cart`]
    : !item.available
      ? ['SOLD OUT', `${item.name} is sold out`]
      : restaurant.busyUntil
        ? ['BUSY', `${item.name}: ${restaurant.name} is busy`]
        : ['CLOSED', `${item.name}: ${restaurant.name} is closed`];
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={!orderable}
      aria-label={name}
      ref={focusRef}
      onClick={() => {
        setUsed(true);
        addItem(
          { id: restaurant._id, name: restaurant.name },
          { menuItemId: item._id, name: item.name, description: item.desc, price: item.price, veg: item.veg },
        );
      }}
      sx={{ minWidth: 88, fontWeight: 800, letterSpacing: 1, bgcolor: 'background.paper' }}
    >
      {label}
    </Button>
  );
}
