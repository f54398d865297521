import { DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { cancelOrder } from '../api/orders';

/** "Cancel this order?": asked before the student cancels an order the eatery has not accepted yet. */
export function CancelOrderDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  // The listener shows the cancelled order; only a refusal is the dialog's to show.
  const cancel = useMutation({ mutationFn: () => cancelOrder(orderId), onSuccess: onClose });
  return (
    <ConfirmActionDialog
      titleId="cancel-order-title"
      title="Cancel this order?"
      action={cancel}
      cancelLabel="Keep Order"
      confirmLabel="Cancel Order"
      workingLabel="Cancelling..."
      color="error"
      onClose={onClose}
    >
      <DialogContentText>The eatery has not accepted it yet, so it can still be cancelled. Anything paid from your wallet goes back to it.</DialogContentText>
    </ConfirmActionDialog>
  );
}
