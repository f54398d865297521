import { useState } from 'react';
import { Box, Button, DialogContentText, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { formatRupees } from '@campuseats/common/pricing';
import type { MenuItem } from '@campuseats/common/restaurants';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { MutationError } from '@/components/MutationError';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { VegMark } from '@/components/VegMark';
import { removeDish, setDishAvailable } from '../api/menu';

/** "Remove {dish}?": removing is for good (Sold out is the switch for today). */
function RemoveDialog({ dish, onClose, onRemoved }: { dish: MenuItem; onClose: () => void; onRemoved: () => void }) {
  const remove = useMutation({ mutationFn: () => removeDish(dish._id), onSuccess: onRemoved });
  return (
    <ConfirmActionDialog
      titleId="remove-dish-title"
      title={`Remove ${dish.name}?`}
      action={remove}
      cancelLabel="Keep Dish"
      confirmLabel="Remove Dish"
      workingLabel="Removing..."
      color="error"
      onClose={onClose}
    >
      <DialogContentText>It leaves the menu for good. To take it off for today only, use Sold out.</DialogContentText>
    </ConfirmActionDialog>
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
  const soldOut = useMutation({ mutationFn: (value: boolean) => setDishAvailable(dish._id, !value), onSuccess: onSaved });
  const [removing, setRemoving] = useState(false);
  // Disabled while saving, the switch loses the focus: it gets it back once saved, for the next key press.
  const switchRef = useFocusOnChange<HTMLInputElement>(soldOut.isPending);

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
      </Stack>
      {/* The switch sits beside the buttons, not the name: on a phone the name keeps the row's width. */}
      <Stack direction="row" sx={{ gap: 1, mt: 1, pl: { xs: 0, sm: 7.5 }, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`Edit ${dish.name}`}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={() => setRemoving(true)} aria-label={`Remove ${dish.name}`}>
          Remove
        </Button>
        <FormControlLabel
          sx={{ mr: 0, ml: 'auto' }}
          control={
            <Switch
              inputRef={switchRef}
              checked={soldOut.isPending ? soldOut.variables : !dish.available}
              onChange={(event) => soldOut.mutate(event.target.checked)}
              disabled={soldOut.isPending}
              color="error"
              // Among a dozen dishes' switches and buttons, each says which dish it is for.
              slotProps={{ input: { 'aria-label': `${dish.name} sold out` } }}
            />
          }
          label="Sold out"
        />
      </Stack>
      <MutationError mutation={soldOut} sx={{ mt: 1 }} />
      {removing && <RemoveDialog dish={dish} onClose={() => setRemoving(false)} onRemoved={onRemoved} />}
    </Box>
  );
}
