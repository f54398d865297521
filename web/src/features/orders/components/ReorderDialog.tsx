import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Order } from '@campuseats/common/orders';

interface Props {
  order: Order | null;
  cartVendorName: string | null;
  onKeep: () => void;
  onReorder: (order: Order) => void;
}

/** Asks before a reorder replaces a cart that holds dishes. */
export function ReorderDialog({ order, cartVendorName, onKeep, onReorder }: Props) {
  return (
    <Dialog open={order !== null} onClose={onKeep} aria-labelledby="reorder-title">
      <DialogTitle id="reorder-title">Replace your cart?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your cart has dishes from {cartVendorName}. Reordering replaces them with this order's dishes from {order?.restaurant.name}, at today's prices.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The choice that loses nothing has the focus: Enter alone must not empty a cart. */}
        <Button onClick={onKeep} autoFocus>
          Keep Cart
        </Button>
        <Button variant="contained" onClick={() => order && onReorder(order)}>
          Reorder
        </Button>
      </DialogActions>
    </Dialog>
  );
}
