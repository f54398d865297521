import { useEffect } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { BUSY_MINUTES, busyText, busyUntilAt } from '@campuseats/common/hours';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { MutationError } from '@/components/MutationError';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { useInstantPassed } from '@/lib/useInstantPassed';
import { setEateryBusy } from '../api/vendor';
import { useEateryChange } from '../hooks/useEateryChange';

/** The busy switch; a pause ends by itself, so the console redraws then, and `now` fixes the clock for a test (docs/product.md#vendor-console). */
export function EateryBusySwitch({ eatery, now }: { eatery: VendorEatery; now?: Date }) {
  const pause = useEateryChange(setEateryBusy);
  const running = busyUntilAt(pause.data ?? eatery, now ?? new Date());
  const until = useInstantPassed(now ? null : (running?.getTime() ?? null)) ? null : running;

  // The live document changed: it is the truth again, not the last answer.
  // The buttons are disabled while saving and then give way to the other state's: the focus goes to what replaced
  // the button pressed (or back to it when the change failed), not to the page's start.
  const replacementRef = useFocusOnChange<HTMLButtonElement>(pause.isPending);
  const pressedMinutes = pause.variables ?? BUSY_MINUTES[0];

  const { reset } = pause;
  useEffect(() => reset(), [eatery.busyUntil, reset]);

  // Switched off, the eatery takes no orders anyway: a pause has nothing to pause, and students are told it is closed.
  if (!eatery.isOpen) return null;
  return (
    <Stack component="section" aria-label="Busy switch" sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 0.5 }}>
      {until ? (
        <>
          <Typography role="status" variant="body2" color="warning.main" sx={{ fontWeight: 700 }}>
            {busyText(until)}
          </Typography>
          <Button ref={replacementRef} size="small" variant="outlined" onClick={() => pause.mutate(null)} disabled={pause.isPending}>
            Take orders now
          </Button>
        </>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2">Busy? Pause for</Typography>
          {BUSY_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              ref={minutes === pressedMinutes ? replacementRef : undefined}
              size="small"
              variant="outlined"
              onClick={() => pause.mutate(minutes)}
              disabled={pause.isPending}
              aria-label={`Pause new orders for ${minutes} minutes`}
            >
              {minutes} min
            </Button>
          ))}
        </Stack>
      )}
      <MutationError mutation={pause} sx={{ mt: 1 }} />
    </Stack>
  );
}
