import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { SLOT_MINUTES, slotSettingsRequestSchema, type SlotSettings } from '@campuseats/common/slots';
import { errorMessage } from '@/lib/apiClient';
import { setEaterySlots } from '../api/vendor';

const STARTING_SETTINGS: SlotSettings = { minutes: 15, perSlot: 10, leadMinutes: 15 };

/** "Time slots", checked with the API's own schema and saved with Save Slots (docs/product.md#vendor-console). */
export function SlotSettingsCard({ eatery }: { eatery: VendorEatery }) {
  const [useSlots, setUseSlots] = useState(Boolean(eatery.slots));
  const [draft, setDraft] = useState(() => {
    const start = eatery.slots ?? STARTING_SETTINGS;
    return { minutes: String(start.minutes), perSlot: String(start.perSlot), leadMinutes: String(start.leadMinutes) };
  });
  const [outcome, setOutcome] = useState<{ saved: true } | { problem: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      setOutcome(null);
    },
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = { minutes: Number(draft.minutes), perSlot: Number(draft.perSlot), leadMinutes: Number(draft.leadMinutes) };
    const checked = slotSettingsRequestSchema.safeParse({ slots: useSlots ? numbers : null });
    if (!checked.success) return setOutcome({ problem: checked.error.issues[0]?.message ?? 'Check the slots' });
    setSaving(true);
    try {
      await setEaterySlots(checked.data.slots);
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ problem: errorMessage(error, 'Could not save the slots. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="slot-settings-heading" sx={{ mt: 3 }}>
      <CardContent component="form" noValidate onSubmit={(event) => void save(event)}>
        <Typography id="slot-settings-heading" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Time slots
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={useSlots}
              onChange={(event) => {
                setUseSlots(event.target.checked);
                setOutcome(null);
              }}
            />
          }
          label="Take orders for time slots"
        />
        {useSlots ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 1 }}>
            <TextField select label="Slot length" {...field('minutes')} slotProps={{ select: { native: true } }}>
              {SLOT_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </TextField>
            <TextField label="Orders per slot" type="number" {...field('perSlot')} slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} />
            <TextField label="Lead time (minutes)" type="number" {...field('leadMinutes')} slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }} />
          </Stack>
        ) : (
          <Typography color="text.secondary">No slots: orders are made as soon as possible, without a cap.</Typography>
        )}
        {outcome && 'problem' in outcome && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {outcome.problem}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Slots'}
          </Button>
          {outcome && 'saved' in outcome && (
            <Typography role="status" color="success.main" sx={{ fontWeight: 700 }}>
              Slots saved
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
