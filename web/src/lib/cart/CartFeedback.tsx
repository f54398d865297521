import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Snackbar } from '@mui/material';
import type { NoticeSeverity } from './CartContext';
import type { ConflictPrompt } from './CartProvider';
import { useBelowHeader } from '@/lib/useBelowHeader';

interface Props {
  notice: { message: string; severity: NoticeSeverity; key: number } | null;
  onNoticeClose: () => void;
  conflict: ConflictPrompt | null;
  onConflictConfirm: () => void;
  onConflictCancel: () => void;
}

/** The cart's alerts (docs/product.md#cart) and the question asked before a cart of another eatery is dropped. */
export function CartFeedback({ notice, onNoticeClose, conflict, onConflictConfirm, onConflictCancel }: Props) {
  const belowHeader = useBelowHeader();
  return (
    <>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 6000}
        onClose={(_event, reason) => reason !== 'clickaway' && onNoticeClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={belowHeader}
      >
        <Alert severity={notice?.severity ?? 'info'} onClose={onNoticeClose} variant="filled" sx={{ width: '100%' }}>
          {notice?.message}
        </Alert>
      </Snackbar>
      <Dialog open={conflict !== null} onClose={onConflictCancel} aria-labelledby="cart-conflict-title" aria-describedby="cart-conflict-text">
        <DialogTitle id="cart-conflict-title">Start a new cart?</DialogTitle>
        <DialogContent>
          <DialogContentText id="cart-conflict-text">
            Your cart has dishes from {conflict?.cartVendorName}. A cart holds one eatery's dishes: start a new cart with {conflict?.item.name} from{' '}
            {conflict?.vendor.name}?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The choice that loses nothing has the focus: Enter alone must not empty a cart. */}
          <Button onClick={onConflictCancel} autoFocus>
            Keep Current Cart
          </Button>
          <Button onClick={onConflictConfirm} variant="contained">
            Start New Cart
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
