import { useEffect } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { busyUntilAt, withinHours } from '@campuseats/common/hours';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { MutationError } from '@/components/MutationError';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { useMinuteClock } from '@/lib/useMinuteClock';
import { setEateryOpen } from '../api/vendor';
import { useEateryChange } from '../hooks/useEateryChange';

/** The open switch shows the live document, so a change made elsewhere shows too; a suspended eatery cannot be opened. */
export function EateryOpenSwitch({ eatery, suspended }: { eatery: VendorEatery; suspended: boolean }) {
  const toggle = useEateryChange(setEateryOpen);
  const { isPending: saving, variables: requested, reset } = toggle;
  // A refused change shows the document again.
  // The switch is disabled while saving, which takes the focus away: it gets it back once saved.
  const switchRef = useFocusOnChange<HTMLInputElement>(saving);
  const isOpen = !suspended && ((toggle.isError ? undefined : requested) ?? eatery.isOpen);

  // The document caught up with the asked-for state: from now on it alone says, even when changed elsewhere.
  useEffect(() => {
    if (!saving && requested === eatery.isOpen) reset();
  }, [saving, requested, eatery.isOpen, reset]);

  // Switched on but outside the eatery's own hours (its hours card is beside it), students cannot order: it says so.
  const now = useMinuteClock();
  const outsideHours = isOpen && !withinHours(eatery.hours ?? undefined, now);
  // Nor while the busy switch pauses new orders (the switch beside it says until when).
  const paused = isOpen && busyUntilAt(eatery, now) !== null;
  let [state, color] = isOpen ? ['Open: taking new orders', 'success.main'] : ['Closed: not taking new orders', 'error.main'];
  if (paused) [state, color] = ['Paused: not taking new orders', 'warning.main'];
  if (outsideHours) [state, color] = ['Outside your hours: not taking new orders', 'error.main'];
  if (suspended) state = 'Suspended: closed to students';

  return (
    <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
      <FormControlLabel
        control={<Switch inputRef={switchRef} checked={isOpen} onChange={(event) => toggle.mutate(event.target.checked)} disabled={saving || suspended} />}
        label="Open for orders"
      />
      <Typography role="status" variant="body2" color={color} sx={{ fontWeight: 700 }}>
        {saving ? 'Saving...' : state}
      </Typography>
      <MutationError mutation={toggle} sx={{ mt: 1 }} />
    </Stack>
  );
}
