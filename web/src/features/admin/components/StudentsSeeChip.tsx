import { Chip } from '@mui/material';
import { openToStudentsAt } from '@campuseats/common/hours';
import type { LiveEatery } from '@/lib/live/converters';

/**
 * Open or Closed as students see the eatery at `now`: its vendor's switch, a suspension and its opening hours, by the
 * API's own rule (docs/product.md#admin-dashboard). The switch alone would show a suspended eatery as open.
 */
export function StudentsSeeChip({ eatery, now }: { eatery: LiveEatery; now: Date }) {
  const isOpen = openToStudentsAt(eatery, now);
  return <Chip size="small" label={isOpen ? 'Open' : 'Closed'} color={isOpen ? 'success' : 'default'} variant={isOpen ? 'filled' : 'outlined'} />;
}
