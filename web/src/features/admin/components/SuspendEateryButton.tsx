import { useState } from 'react';
import { Alert, Button, Chip, Stack } from '@mui/material';
import { errorMessage } from '@/lib/apiClient';
import type { LiveEatery } from '@/lib/live/converters';
import { setEaterySuspended } from '../api/admin';

/**
 * Suspend, or Reopen a suspended eatery (docs/product.md#admin-console): a suspended eatery is closed to students
 * whatever its vendor's switch says. The row shows the change when the live list does.
 */
export function SuspendEateryButton({ eatery }: { eatery: LiveEatery }) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await setEaterySuspended(eatery.id, !eatery.suspended);
    } catch (error) {
      setFailure(errorMessage(error, 'Something went wrong. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      {eatery.suspended && <Chip size="small" color="error" label="Suspended" />}
      <Button
        size="small"
        color={eatery.suspended ? 'primary' : 'error'}
        onClick={() => void toggle()}
        disabled={saving}
        aria-label={`${eatery.suspended ? 'Reopen' : 'Suspend'} ${eatery.name}`}
      >
        {eatery.suspended ? 'Reopen' : 'Suspend'}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
