import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, TextField, Typography } from '@mui/material';
import { SLOT_MESSAGES, slotClock, slotText } from '@campuseats/common/slots';
import { RetryAlert } from '@/components/RetryAlert';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchEaterySlots } from '../api/checkout';

/** The choice that leaves the slot to the server: the earliest with room when the order is placed. */
export const AS_SOON_AS_POSSIBLE = 'asap';

interface Props {
  /** The cart's eatery (null: none yet). */
  eateryId: string | null;
  /** A slot's start (ISO 8601), or AS_SOON_AS_POSSIBLE. */
  value: string;
  onChange: (value: string) => void;
}

const when = (iso: string) => new Date(iso);

/**
 * When the order is for, at an eatery that takes slot orders (docs/product.md#checkout): "As soon as possible" or a
 * slot later today, full ones shown as "Full" and not choosable. A native select: a day of slots is a long list on a
 * phone. Nothing at an eatery without slots.
 */
export function SlotCard({ eateryId, value, onChange }: Props) {
  const slots = useQuery({
    queryKey: queryKeys.eaterySlots(eateryId ?? ''),
    queryFn: ({ signal }) => fetchEaterySlots(eateryId ?? '', signal),
    enabled: eateryId !== null,
  });
  if (slots.isError) {
    return <RetryAlert onRetry={() => void slots.refetch()}>Couldn&apos;t load today&apos;s time slots.</RetryAlert>;
  }
  if (!slots.data?.settings) return null;
  const { asap } = slots.data;
  return (
    <Card>
      <CardContent>
        <Box component="section" aria-labelledby="checkout-slot-heading">
          <Typography id="checkout-slot-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            Time slot
          </Typography>
          <TextField
            select
            fullWidth
            label="Ready in"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value={AS_SOON_AS_POSSIBLE} disabled={!asap}>
              {asap ? `${SLOT_MESSAGES.asap} (from ${slotClock(when(asap))})` : `${SLOT_MESSAGES.asap} (not now)`}
            </option>
            {slots.data.slots.map((slot) => {
              const text = slotText({ start: when(slot.start), end: when(slot.end) });
              return (
                <option key={slot.start} value={slot.start} disabled={slot.full}>
                  {slot.full ? `${text} · ${SLOT_MESSAGES.full}` : text}
                </option>
              );
            })}
          </TextField>
        </Box>
      </CardContent>
    </Card>
  );
}
