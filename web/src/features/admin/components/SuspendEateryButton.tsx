import { Button, Chip, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { MutationError } from '@/components/MutationError';
import type { LiveEatery } from '@/lib/live/converters';
import { setEaterySuspended } from '../api/admin';

/** Suspend or Reopen; the row shows the change when the live list does (docs/product.md#admin-console). */
export function SuspendEateryButton({ eatery }: { eatery: LiveEatery }) {
  const toggle = useMutation({ mutationFn: () => setEaterySuspended(eatery.id, !eatery.suspended) });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      {eatery.suspended && <Chip size="small" color="error" label="Suspended" />}
      <Button
        size="small"
        color={eatery.suspended ? 'primary' : 'error'}
        // Busy, it refuses taps but keeps the keyboard focus, which `disabled` would drop to the page.
        onClick={toggle.isPending ? undefined : () => toggle.mutate()}
        aria-disabled={toggle.isPending || undefined}
        aria-label={`${eatery.suspended ? 'Reopen' : 'Suspend'} ${eatery.name}`}
      >
        {eatery.suspended ? 'Reopen' : 'Suspend'}
      </Button>
      <MutationError mutation={toggle} />
    </Stack>
  );
}
