import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { openingHoursRequestSchema, type VendorEatery } from '@campuseats/common/orderLifecycle';
import { EVERY_DAY_HOURS, OpeningHoursEditor } from '@/components/OpeningHoursEditor';
import { draftOf, hoursToSend, type DraftHours } from '@/components/openingHoursDraft';
import { errorMessage } from '@/lib/apiClient';
import { setEateryHours } from '../api/vendor';
import { useEateryChanged } from '../hooks/useEateryChanged';

/**
 * "Opening hours" on the console (docs/product.md#opening-hours): with hours set, the eatery shows and acts as
 * closed outside them by itself; without, it is open whenever the switch says so. A range past midnight must be
 * chosen as such, then the hours are checked with the API's own schema and saved with Save Hours.
 */
export function OpeningHoursCard({ eatery }: { eatery: VendorEatery }) {
  const [useHours, setUseHours] = useState(eatery.hours !== null);
  const [hours, setHours] = useState<DraftHours>(() => draftOf(eatery.hours ?? EVERY_DAY_HOURS));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const changed = useEateryChanged();
  const edit = (change: () => void) => {
    change();
    setProblem(null);
    setSaved(false);
  };

  const save = async (event: FormEvent) => {
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
    setSaving(true);
    try {
      await setEateryHours(checked.data.hours);
      setSaved(true);
      changed();
    } catch (error) {
      setProblem(errorMessage(error, 'Could not save the hours. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="opening-hours-heading" sx={{ mt: 3 }}>
      <CardContent component="form" noValidate onSubmit={(event) => void save(event)}>
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
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Hours'}
          </Button>
          {saved && (
            <Typography role="status" color="success.main" sx={{ fontWeight: 700 }}>
              Hours saved
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
