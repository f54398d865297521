import { Stack, TextField } from '@mui/material';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { SLOT_MINUTES } from '@campuseats/common/slots';
import { slotSettingsRequestSchema, type SlotSettings } from '@campuseats/common/slotSchemas';
import { typedWholeNumber } from '@/lib/typedWholeNumber';
import { setEaterySlots } from '../api/vendor';
import { SettingsCard, useSettingsForm } from './SettingsCard';

const STARTING_SETTINGS: SlotSettings = { minutes: 15, perSlot: 10, leadMinutes: 15 };

/** "Time slots", checked with the API's own schema and saved with Save Slots (docs/product.md#vendor-console). */
export function SlotSettingsCard({ eatery }: { eatery: VendorEatery }) {
  const form = useSettingsForm({
    current: eatery.slots,
    initial: () => {
      const start = eatery.slots ?? STARTING_SETTINGS;
      return { on: Boolean(eatery.slots), minutes: String(start.minutes), perSlot: String(start.perSlot), leadMinutes: String(start.leadMinutes) };
    },
    check: ({ on, minutes, perSlot, leadMinutes }) =>
      slotSettingsRequestSchema.safeParse({
        slots: on ? { minutes: Number(minutes), perSlot: typedWholeNumber(perSlot), leadMinutes: typedWholeNumber(leadMinutes) } : null,
      }),
    send: ({ slots }) => setEaterySlots(slots),
    failed: 'Could not save the slots. Please try again.',
  });
  const field = (name: 'minutes' | 'perSlot' | 'leadMinutes') => ({
    value: form.draft[name],
    onChange: (event: { target: { value: string } }) => form.edit({ [name]: event.target.value }),
  });
  return (
    <SettingsCard
      form={form}
      id="slot-settings"
      title="Time slots"
      switchLabel="Take orders for time slots"
      offText="No slots: orders are made as soon as possible, without a cap."
      saveLabel="Save Slots"
      savedText="Slots saved"
    >
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
    </SettingsCard>
  );
}
