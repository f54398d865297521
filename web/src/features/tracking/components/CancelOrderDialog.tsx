import { DialogContentText } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { useSession } from '@/lib/session';
import { cancelOrder, trackedOrderQuery } from '../api/orders';

/** "Cancel this order?": asked before the student cancels an order the eatery has not accepted yet. */
export function CancelOrderDialog({ orderId, onClose, onCancelled }: { orderId: string; onClose: () => void; onCancelled: () => void }) {
  const uid = useSession().user?.uid;
  const queryClient = useQueryClient();
  // The answer is the cancelled order: the page draws it until the listener, which follows the order, has answered.
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => {
      if (uid) queryClient.setQueryData(trackedOrderQuery(uid, orderId).queryKey, order);
      onCancelled();
      onClose();
    },
  });
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
