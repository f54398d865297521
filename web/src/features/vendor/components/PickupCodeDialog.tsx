import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { PICKUP_CODE_PATTERN, PICKUP_MESSAGES } from '@campuseats/common/pickup';

interface Props {
  token: string;
  onClose: () => void;
  /** Marks the order collected with `code`; answers the refusal to show, or null once it is collected. */
  onCollect: (code: string) => Promise<string | null>;
}

/** Asks for the student's pickup code so nobody takes someone else's order (docs/product.md#pickup-and-tokens). */
export function PickupCodeDialog({ token, onClose, onCollect }: Props) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const invalid = !PICKUP_CODE_PATTERN.test(code);
  const titleId = `collect-${token}-title`;

  const collect = async () => {
    setTouched(true);
    if (invalid) return;
    setWorking(true);
    const refused = await onCollect(code);
    setWorking(false);
    if (refused) setRefusal(refused);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Hand over token {token}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Ask the student for the pickup code shown on their order.</DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <TextField
          label="Pickup code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void collect();
          }}
          error={touched && invalid}
          helperText={touched && invalid ? PICKUP_MESSAGES.pickupCodeRequired : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not yet</Button>
        <Button variant="contained" onClick={() => void collect()} disabled={working}>
          {working ? 'Saving...' : 'Mark collected'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
