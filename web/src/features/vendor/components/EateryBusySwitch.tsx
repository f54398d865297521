import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { BUSY_MINUTES, busyText, busyUntilAt } from '@campuseats/common/hours';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { errorMessage } from '@/lib/apiClient';
import { setEateryBusy } from '../api/vendor';
import { SWITCH_FAILED, useEateryChange } from '../hooks/useEateryChange';

/**
 * The busy switch (docs/product.md#vendor-console): pause new orders for 15, 30 or 60 minutes, or take them again
 * at once. It shows the live document, or the API's answer until the document catches up; a pause ends by itself
 * at its time, so the console redraws then. `now` fixes the clock for a screen test.
 */
export function EateryBusySwitch({ eatery, now }: { eatery: VendorEatery; now?: Date }) {
  const pause = useEateryChange(setEateryBusy);
  const [, redraw] = useState(0);
  const until = busyUntilAt(pause.data ?? eatery, now ?? new Date());
  const untilMs = until?.getTime() ?? null;

  // The live document changed: it is the truth again, not the last answer.
  const { reset } = pause;
  useEffect(() => reset(), [eatery.busyUntil, reset]);

  useEffect(() => {
    if (untilMs === null || now) return;
    const timer = setTimeout(() => redraw((count) => count + 1), untilMs - Date.now());
    return () => clearTimeout(timer);
  }, [untilMs, now]);

  return (
    <Stack component="section" aria-label="Busy switch" sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 0.5 }}>
      {until ? (
        <>
          <Typography role="status" variant="body2" color="warning.main" sx={{ fontWeight: 700 }}>
            {busyText(until)}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => pause.mutate(null)} disabled={pause.isPending}>
            Take orders now
          </Button>
        </>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2">Busy? Pause for</Typography>
          {BUSY_MINUTES.map((minutes) => (
            <Button
              key={minutes}
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
      {pause.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(pause.error, SWITCH_FAILED)}
        </Alert>
      )}
    </Stack>
  );
}
