import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { CANCEL_REASON_MAX_LENGTH, LIFECYCLE_MESSAGES, VENDOR_CANCEL_REASONS } from '@campuseats/common/orderLifecycle';

const OTHER = 'other';

interface Props {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Cancelling needs a reason (the student sees it): one of the usual ones, or the vendor's own words. */
export function CancelOrderDialog({ orderNumber, open, onClose, onConfirm }: Props) {
  const [choice, setChoice] = useState<string>(VENDOR_CANCEL_REASONS[0]);
  const [other, setOther] = useState('');
  const [touched, setTouched] = useState(false);
  const reason = choice === OTHER ? other.trim() : choice;
  const invalid = reason.length < 3;
  const titleId = `cancel-${orderNumber}-title`;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancel order {orderNumber}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The student sees the reason, and anything they paid from their wallet goes back to it.</DialogContentText>
        <FormControl>
          <FormLabel id={`${titleId}-reason`}>Reason</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-reason`} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {VENDOR_CANCEL_REASONS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
            <FormControlLabel value={OTHER} control={<Radio />} label="Another reason" />
          </RadioGroup>
        </FormControl>
        {choice === OTHER && (
          <TextField
            label="Reason for cancelling"
            value={other}
            onChange={(event) => setOther(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && invalid}
            helperText={touched && invalid ? LIFECYCLE_MESSAGES.reasonTooShort : ' '}
            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep Order</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            setTouched(true);
            if (!invalid) onConfirm(reason);
          }}
        >
          Cancel Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
