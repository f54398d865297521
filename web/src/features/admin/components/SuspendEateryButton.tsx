import { useState } from 'react';
import { Button, Chip, DialogContentText, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { MutationError } from '@/components/MutationError';
import type { LiveEatery } from '@/lib/live/converters';
import { setEaterySuspended } from '../api/admin';

/**
 * Suspend (after asking: it closes the eatery to every student at once) or Reopen; the row shows the change when the
 * live list does (docs/product.md#admin-console).
 */
export function SuspendEateryButton({ eatery }: { eatery: LiveEatery }) {
  const [asking, setAsking] = useState(false);
  const suspend = useMutation({ mutationFn: () => setEaterySuspended(eatery.id, true), onSuccess: () => setAsking(false) });
  const reopen = useMutation({ mutationFn: () => setEaterySuspended(eatery.id, false) });
  const busy = reopen.isPending;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      {eatery.suspended && <Chip size="small" color="error" label="Suspended" />}
      <Button
        size="small"
        color={eatery.suspended ? 'primary' : 'error'}
        // Busy, it refuses taps but keeps the keyboard focus, which `disabled` would drop to the page.
        onClick={busy ? undefined : () => (eatery.suspended ? reopen.mutate() : setAsking(true))}
        aria-disabled={busy || undefined}
        aria-label={`${eatery.suspended ? 'Reopen' : 'Suspend'} ${eatery.name}`}
      >
        {eatery.suspended ? 'Reopen' : 'Suspend'}
      </Button>
      <MutationError mutation={reopen} />
      {asking && (
        <ConfirmActionDialog
          titleId="suspend-eatery-title"
          title={`Suspend ${eatery.name}?`}
          action={suspend}
          confirmLabel="Suspend"
          workingLabel="Suspending..."
          color="error"
          onClose={() => setAsking(false)}
        >
          <DialogContentText>
            Students can't order from it until you reopen it: the list and its menu show it closed. Orders already placed go on as before, and its vendor sees
            the suspension on their console.
          </DialogContentText>
        </ConfirmActionDialog>
      )}
    </Stack>
  );
}
