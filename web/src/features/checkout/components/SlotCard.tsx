import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, TextField } from '@mui/material';
import { istClockText } from '@campuseats/common/hours';
import { SLOT_MESSAGES, slotText, type EaterySlots } from '@campuseats/common/slots';
import { RetryAlert } from '@/components/RetryAlert';
import { SectionCard } from '@/components/SectionCard';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchEaterySlots } from '../api/checkout';

/** The choice that leaves the slot to the server: the earliest with room when the order is placed. */
export const AS_SOON_AS_POSSIBLE = 'asap';

/** What checkout says when no slot of the day can be chosen. */
export const NO_SLOT_TO_CHOOSE = 'No slot left today can take an order.';

/** Today's slots of the cart's eatery (null: none yet), read live: they change with every order. */
export const useEaterySlots = (eateryId: string | null) =>
  useQuery({
    queryKey: queryKeys.eaterySlots(eateryId ?? ''),
    queryFn: ({ signal }) => fetchEaterySlots(eateryId ?? '', signal),
    enabled: eateryId !== null,
  });

/** The slot to order for: the choice, or the first with room while "As soon as possible" is paused; null when none can be chosen. */
export function chosenSlot(choice: string, slots: EaterySlots | undefined): string | null {
  if (!slots?.settings || choice !== AS_SOON_AS_POSSIBLE || slots.asap) return choice;
  return slots.slots.find((slot) => !slot.full)?.start ?? null;
}

interface Props {
  slots: UseQueryResult<EaterySlots>;
  /** `chosenSlot`: a slot's start (ISO 8601), AS_SOON_AS_POSSIBLE, or null when none can be chosen. */
  value: string | null;
  onChange: (value: string) => void;
}

const when = (iso: string) => new Date(iso);

/** When the order is for, as a native select because a day of slots is a long list on a phone (docs/product.md#checkout). */
export function SlotCard({ slots, value, onChange }: Props) {
  if (slots.isError) {
    return <RetryAlert onRetry={() => void slots.refetch()}>Couldn&apos;t load today&apos;s time slots.</RetryAlert>;
  }
  if (!slots.data?.settings) return null;
  const { asap } = slots.data;
  return (
    <SectionCard id="checkout-slot" title="Time slot">
      {value === null ? (
        <Alert severity="warning">{NO_SLOT_TO_CHOOSE}</Alert>
      ) : (
        <TextField
          select
          fullWidth
          label="Ready in"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={AS_SOON_AS_POSSIBLE} disabled={!asap}>
            {asap ? `${SLOT_MESSAGES.asap} (from ${istClockText(when(asap))})` : `${SLOT_MESSAGES.asap} (not now)`}
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
      )}
    </SectionCard>
  );
}
