import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { PICKUP_CODE_PATTERN, PICKUP_MESSAGES } from '@campuseats/common/pickup';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { moveOrder } from '../api/vendor';

/** Asks for the student's pickup code so nobody takes someone else's order (docs/product.md#pickup-and-tokens). */
export function PickupCodeDialog({ orderId, token, onClose }: { orderId: string; token: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !PICKUP_CODE_PATTERN.test(code);
  const collect = useMutation({ mutationFn: () => moveOrder(orderId, { status: 'collected', pickupCode: code }), onSuccess: onClose });

  return (
    <ConfirmActionDialog
      titleId={`collect-${token}-title`}
      title={`Hand over token ${token}?`}
      action={collect}
      check={() => {
        setTouched(true);
        return !invalid;
      }}
      cancelLabel="Not yet"
      confirmLabel="Mark collected"
      workingLabel="Saving..."
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>Ask the student for the pickup code shown on their order.</DialogContentText>
      <TextField
        label="Pickup code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 4));
          // The server's refusal was of the code as it was: a new one is the field's to judge.
          collect.reset();
        }}
        onBlur={() => setTouched(true)}
        error={touched && invalid}
        helperText={touched && invalid ? PICKUP_MESSAGES.pickupCodeRequired : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        fullWidth
        autoFocus
      />
    </ConfirmActionDialog>
  );
}
