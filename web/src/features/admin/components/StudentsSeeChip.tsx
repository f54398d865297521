import { Chip } from '@mui/material';
import { openToStudentsAt } from '@campuseats/common/hours';
import type { LiveEatery } from '@/lib/live/converters';

/** Open or Closed by the API's own rule, because the switch alone would show a suspended eatery as open (docs/product.md#admin-dashboard). */
export function StudentsSeeChip({ eatery, now }: { eatery: LiveEatery; now: Date }) {
  const isOpen = openToStudentsAt(eatery, now);
  return <Chip size="small" label={isOpen ? 'Open' : 'Closed'} color={isOpen ? 'success' : 'default'} variant={isOpen ? 'filled' : 'outlined'} />;
}
