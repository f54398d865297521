import { useEffect, useState } from 'react';
import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { errorMessage } from '@/lib/apiClient';
import { setEateryOpen } from '../api/vendor';
import { useEateryChanged } from '../hooks/useEateryChanged';

/**
 * The eatery's open/closed switch. It shows the live document, so it is right even when changed elsewhere;
 * a tap shows the asked-for state at once, until the document catches up (or the change fails). While an admin
 * has suspended the eatery it shows closed and cannot be turned on: students could not order whatever it said.
 */
export function EateryOpenSwitch({ eatery, suspended }: { eatery: VendorEatery; suspended: boolean }) {
  const [requested, setRequested] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = useEateryChanged();
  const isOpen = !suspended && (requested ?? eatery.isOpen);

  useEffect(() => {
    if (!saving && requested === eatery.isOpen) setRequested(null);
  }, [saving, requested, eatery.isOpen]);

  const toggle = async (open: boolean) => {
    setRequested(open);
    setSaving(true);
    setError(null);
    try {
      await setEateryOpen(open);
      changed();
    } catch (failure) {
      setRequested(null);
      setError(errorMessage(failure, 'Something went wrong. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
      <FormControlLabel
        control={<Switch checked={isOpen} onChange={(event) => void toggle(event.target.checked)} disabled={saving || suspended} />}
        label="Open for orders"
      />
      <Typography role="status" variant="body2" color={isOpen ? 'success.main' : 'error.main'} sx={{ fontWeight: 700 }}>
        {saving ? 'Saving...' : suspended ? 'Suspended: closed to students' : isOpen ? 'Open: taking new orders' : 'Closed: not taking new orders'}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
