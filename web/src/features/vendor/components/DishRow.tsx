import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { formatRupees } from '@campuseats/common/pricing';
import type { MenuItem } from '@campuseats/common/restaurants';
import { VegMark } from '@/components/VegMark';
import { errorMessage } from '@/lib/apiClient';
import { removeDish, setDishAvailable } from '../api/menu';

const FAILED = 'Something went wrong. Please try again.';

/** "Remove {dish}?": removing is for good (Sold out is the switch for today). */
function RemoveDialog({ dish, onClose, onRemoved }: { dish: MenuItem; onClose: () => void; onRemoved: () => void }) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await removeDish(dish._id);
      onRemoved();
    } catch (error) {
      setFailure(errorMessage(error, FAILED));
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-dish-title">
      <DialogTitle id="remove-dish-title">Remove {dish.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>It leaves the menu for good. To take it off for today only, use Sold out.</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Keep Dish
        </Button>
        <Button color="error" variant="contained" onClick={() => void remove()} disabled={saving}>
          {saving ? 'Removing...' : 'Remove Dish'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Props {
  dish: MenuItem;
  onEdit: () => void;
  onSaved: (dish: MenuItem) => void;
  onRemoved: () => void;
}

/** One dish in the editor: its picture, name, price, the one-tap Sold out switch, Edit and Remove. */
export function DishRow({ dish, onEdit, onSaved, onRemoved }: Props) {
  // The switch shows a tap at once, until the saved dish (or the refusal) comes back.
  const [requested, setRequested] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const saving = requested !== null;

  const setSoldOut = async (soldOut: boolean) => {
    setRequested(soldOut);
    setFailure(null);
    try {
      onSaved(await setDishAvailable(dish._id, !soldOut));
    } catch (error) {
      setFailure(errorMessage(error, FAILED));
    } finally {
      setRequested(null);
    }
  };

  return (
    <Box component="article" aria-label={dish.name} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Box component="img" src={dish.image} alt="" width={48} height={48} sx={{ flexShrink: 0, opacity: dish.available ? 1 : 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
            <VegMark veg={dish.veg} size={14} />
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{dish.name}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatRupees(dish.price)}
            {dish.bestseller ? ' · Bestseller' : ''}
          </Typography>
        </Box>
        <FormControlLabel
          sx={{ mr: 0, flexShrink: 0 }}
          control={
            <Switch checked={requested ?? !dish.available} onChange={(event) => void setSoldOut(event.target.checked)} disabled={saving} color="error" />
          }
          label="Sold out"
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 1, pl: 7.5 }}>
        <Button size="small" variant="outlined" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={() => setRemoving(true)}>
          Remove
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {removing && <RemoveDialog dish={dish} onClose={() => setRemoving(false)} onRemoved={onRemoved} />}
    </Box>
  );
}
