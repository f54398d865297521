import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { EATERY_IMAGES, createEateryRequestSchema, type CreateEateryInput, type CreateEateryResponse } from '@campuseats/common/admin';
import type { OpeningHours } from '@campuseats/common/hours';
import { DIET_TYPES } from '@campuseats/common/restaurantOptions';
import { DialogForm } from '@/components/DialogForm';
import { EVERY_DAY_HOURS, OpeningHoursEditor } from '@/components/OpeningHoursEditor';
import { hoursToSend, type DraftHours } from '@/components/openingHoursDraft';
import { PicturePicker } from '@/components/PicturePicker';
import { checkWith, type CheckedDraft } from '@/lib/fieldMessages';
import { typedWholeNumber } from '@/lib/typedWholeNumber';
import { useCheckedForm } from '@/lib/useCheckedForm';
import { createEatery } from '../api/admin';

const TITLE_ID = 'add-eatery-title';
const DIET_LABELS: Record<(typeof DIET_TYPES)[number], string> = { veg: 'Pure veg', 'non-veg': 'Non-veg', both: 'Veg and non-veg' };

/** What the form holds: the cost as typed (checked as whole rupees on save); the hours are apart, sent only when switched on. */
const EMPTY = {
  name: '',
  cuisine: '',
  address: '',
  costForTwo: '',
  deliveryTime: '20-30',
  dietType: 'both' as (typeof DIET_TYPES)[number],
  image: EATERY_IMAGES[0] ?? '',
  vendorEmail: '',
};
type EateryDraft = typeof EMPTY;

function requestOf(draft: EateryDraft, hours: OpeningHours | null): CreateEateryInput {
  return { ...draft, costForTwo: typedWholeNumber(draft.costForTwo), hours };
}

/** After the invite: who runs the new eatery, and how they sign in the first time. */
function Invited({ answer, onClose }: { answer: CreateEateryResponse; onClose: () => void }) {
  return (
    <>
      <DialogTitle id={TITLE_ID}>{answer.eatery.name} is on CampusEats</DialogTitle>
      <DialogContent>
        <Alert severity="success">
          {answer.vendor.email} runs it now: the vendor console opens for them at their next sign-in.
          {answer.vendor.created && ' Their account is new: they set their password with "Forgot password?" on the login page.'}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

/** "Add an eatery", checked with the API's own schema before it is sent (docs/product.md#admin-console). */
export function AddEateryDialog({ onClose }: { onClose: () => void }) {
  const [useHours, setUseHours] = useState(true);
  const [hours, setHours] = useState<DraftHours>(EVERY_DAY_HOURS);
  const [answer, setAnswer] = useState<CreateEateryResponse | null>(null);
  const { draft, set, messages, failure, saving, submit, textField } = useCheckedForm({
    initial: EMPTY,
    check: (draft: EateryDraft): CheckedDraft<CreateEateryInput> => {
      const sentHours = hoursToSend(hours);
      const checked = checkWith(createEateryRequestSchema, requestOf(draft, useHours ? sentHours.hours : null));
      const hoursProblem = useHours ? sentHours.problem : null;
      return hoursProblem === null ? checked : { messages: { ...checked.messages, hours: hoursProblem } };
    },
    save: createEatery,
    onSaved: setAnswer,
    failed: 'Could not add the eatery. Please try again.',
  });
  // The field's own props first: a hint must give way to the message that says what is wrong.
  const field = (name: keyof EateryDraft, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...extra} label={label} required {...textField(name, extra.helperText)} />
  );

  return (
    // On a phone the dialog keeps a narrow margin: the hours rows need the width of the screen.
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } }}
    >
      {answer ? (
        <Invited answer={answer} onClose={onClose} />
      ) : (
        <DialogForm onSubmit={submit}>
          <DialogTitle id={TITLE_ID}>Add an eatery</DialogTitle>
          <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && <Alert severity="error">{failure}</Alert>}
              {field('name', 'Name', {})}
              {field('cuisine', 'Cuisine', {
                helperText: 'What it serves, e.g. "South Indian, Dosa": the list’s categories match it',
              })}
              {field('address', 'Address', {})}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('costForTwo', 'Cost for two', {
                  slotProps: { htmlInput: { inputMode: 'numeric' }, input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } },
                })}
                {field('deliveryTime', 'Delivery time (minutes)', { helperText: 'A range, like 20-30' })}
                {field('dietType', 'Food', {
                  select: true,
                  children: DIET_TYPES.map((diet) => (
                    <MenuItem key={diet} value={diet}>
                      {DIET_LABELS[diet]}
                    </MenuItem>
                  )),
                })}
              </Stack>
              <PicturePicker
                name="eatery-picture"
                pictures={EATERY_IMAGES}
                value={draft.image}
                onChange={(image) => set('image', image)}
                error={messages.image}
              />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Opening hours</Typography>
                <FormControlLabel
                  control={<Switch checked={useHours} onChange={(event) => setUseHours(event.target.checked)} />}
                  label="Open only within these hours (IST)"
                />
                {useHours && <OpeningHoursEditor value={hours} onChange={setHours} error={messages.hours} />}
              </Box>
              {field('vendorEmail', 'Vendor’s email', { type: 'email', helperText: 'The account is found or made, and runs this eatery' })}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Adding...' : 'Add Eatery'}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Dialog>
  );
}
