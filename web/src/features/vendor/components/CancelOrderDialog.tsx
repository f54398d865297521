import { useRef, useState } from 'react';
import { DialogContentText, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { CANCEL_REASON_MAX_LENGTH, LIFECYCLE_MESSAGES, VENDOR_CANCEL_REASONS } from '@campuseats/common/orderLifecycle';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { CountedHelperText } from '@/components/CountedHelperText';
import { moveOrder } from '../api/vendor';

const OTHER = 'other';

/** Cancelling needs a reason (the student sees it): one of the usual ones, or the vendor's own words. */
export function CancelOrderDialog({ orderId, orderNumber, onClose }: { orderId: string; orderNumber: string; onClose: () => void }) {
  const [choice, setChoice] = useState<string>(VENDOR_CANCEL_REASONS[0]);
  const [other, setOther] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const reason = choice === OTHER ? other.trim() : choice;
  const problem = reason.length < 3 ? LIFECYCLE_MESSAGES.reasonTooShort : reason.length > CANCEL_REASON_MAX_LENGTH ? LIFECYCLE_MESSAGES.reasonTooLong : null;
  const titleId = `cancel-${orderNumber}-title`;
  // The listener takes the cancelled order off the console.
  const cancel = useMutation({ mutationFn: () => moveOrder(orderId, { status: 'cancelled', reason }), onSuccess: onClose });

  return (
    <ConfirmActionDialog
      titleId={titleId}
      title={`Cancel order ${orderNumber}?`}
      action={cancel}
      check={() => {
        setTouched(true);
        // The reason's field takes the focus with its message, as other forms' wrong fields do.
        if (problem !== null) reasonRef.current?.focus();
        return problem === null;
      }}
      cancelLabel="Keep Order"
      confirmLabel="Cancel Order"
      workingLabel="Cancelling..."
      color="error"
      onClose={onClose}
    >
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
          inputRef={reasonRef}
          error={touched && problem !== null}
          helperText={<CountedHelperText message={touched ? problem : null} length={other.trim().length} max={CANCEL_REASON_MAX_LENGTH} />}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
      )}
    </ConfirmActionDialog>
  );
}
