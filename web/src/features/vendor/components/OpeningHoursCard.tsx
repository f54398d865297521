import { Box } from '@mui/material';
import { openingHoursRequestSchema, type VendorEatery } from '@campuseats/common/orderLifecycle';
import { EVERY_DAY_HOURS, OpeningHoursEditor } from '@/components/OpeningHoursEditor';
import { draftOf, hoursToSend } from '@/components/openingHoursDraft';
import { setEateryHours } from '../api/vendor';
import { SettingsCard, useSettingsForm } from './SettingsCard';

/** "Opening hours", checked with the API's own schema and saved with Save Hours (docs/product.md#opening-hours). */
export function OpeningHoursCard({ eatery }: { eatery: VendorEatery }) {
  const form = useSettingsForm({
    current: eatery.hours,
    initial: () => ({ on: eatery.hours !== null, hours: draftOf(eatery.hours ?? EVERY_DAY_HOURS) }),
    check: ({ on, hours }) => {
      const draft = hoursToSend(hours);
      return on && draft.problem !== null ? draft.problem : openingHoursRequestSchema.safeParse({ hours: on ? draft.hours : null });
    },
    send: ({ hours }) => setEateryHours(hours),
    failed: 'Could not save the hours. Please try again.',
  });
  return (
    <SettingsCard
      form={form}
      id="opening-hours"
      title="Opening hours"
      switchLabel="Open only within these hours (IST)"
      offText="No hours: the eatery is open whenever the switch says so."
      saveLabel="Save Hours"
      savedText="Hours saved"
    >
      <Box sx={{ mt: 1 }}>
        <OpeningHoursEditor value={form.draft.hours} onChange={(hours) => form.edit({ hours })} />
      </Box>
    </SettingsCard>
  );
}
