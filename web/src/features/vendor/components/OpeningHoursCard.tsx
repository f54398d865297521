import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { openingHoursRequestSchema, type VendorEatery } from '@campuseats/common/orderLifecycle';
import { EVERY_DAY_HOURS, OpeningHoursEditor } from '@/components/OpeningHoursEditor';
import { draftOf, hoursToSend, type DraftHours } from '@/components/openingHoursDraft';
import { errorMessage } from '@/lib/apiClient';
import { setEateryHours } from '../api/vendor';
import { useEateryChange } from '../hooks/useEateryChange';

/** "Opening hours", checked with the API's own schema and saved with Save Hours (docs/product.md#opening-hours). */
export function OpeningHoursCard({ eatery }: { eatery: VendorEatery }) {
  const [useHours, setUseHours] = useState(eatery.hours !== null);
  const [hours, setHours] = useState<DraftHours>(() => draftOf(eatery.hours ?? EVERY_DAY_HOURS));
  const [problem, setProblem] = useState<string | null>(null);
  const saveHours = useEateryChange(setEateryHours);
  const edit = (change: () => void) => {
    change();
    setProblem(null);
    if (!saveHours.isPending) saveHours.reset();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const draft = hoursToSend(hours);
    if (useHours && draft.problem !== null) {
      setProblem(draft.problem);
      return;
    }
    const checked = openingHoursRequestSchema.safeParse({ hours: useHours ? draft.hours : null });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the hours');
      return;
    }
    saveHours.mutate(checked.data.hours, { onError: (error) => setProblem(errorMessage(error, 'Could not save the hours. Please try again.')) });
  };

  return (
    <Card component="section" aria-labelledby="opening-hours-heading" sx={{ mt: 3 }}>
      <CardContent component="form" noValidate onSubmit={save}>
        <Typography id="opening-hours-heading" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Opening hours
        </Typography>
        <FormControlLabel
          control={<Switch checked={useHours} onChange={(event) => edit(() => setUseHours(event.target.checked))} />}
          label="Open only within these hours (IST)"
        />
        {useHours ? (
          <Box sx={{ mt: 1 }}>
            <OpeningHoursEditor value={hours} onChange={(next) => edit(() => setHours(next))} />
          </Box>
        ) : (
          <Typography color="text.secondary">No hours: the eatery is open whenever the switch says so.</Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={saveHours.isPending}>
            {saveHours.isPending ? 'Saving...' : 'Save Hours'}
          </Button>
          {saveHours.isSuccess && (
            <Typography role="status" color="success.main" sx={{ fontWeight: 700 }}>
              Hours saved
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
