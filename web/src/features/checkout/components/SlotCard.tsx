import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, TextField } from '@mui/material';
import { busyText, istClockText } from '@campuseats/common/hours';
import { SLOT_MESSAGES, slotText } from '@campuseats/common/slots';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
import { RetryAlert } from '@/components/RetryAlert';
import { SectionCard } from '@/components/SectionCard';
import { AS_SOON_AS_POSSIBLE, NO_SLOT_TO_CHOOSE } from '../hooks/useEaterySlots';

interface Props {
  slots: UseQueryResult<EaterySlots>;
  /** `chosenSlot`: a slot's start (ISO 8601), AS_SOON_AS_POSSIBLE, or null when none can be chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** Until when the eatery's busy switch pauses orders as soon as possible (the cart's `vendorBusyUntil`). */
  busyUntil: string | null;
}

const when = (iso: string) => new Date(iso);

/**
 * "From 8:00 pm" when the first free slot is still to come (none when it has begun, as an order now is in it); while
 * the eatery is busy, why a slot was chosen instead of as soon as possible.
 */
function choiceHelperText(value: string, asap: string | null, busyUntil: string | null): string | undefined {
  if (value === AS_SOON_AS_POSSIBLE) return asap && Date.parse(asap) > Date.now() ? `From ${istClockText(when(asap))}` : undefined;
  return !asap && busyUntil ? busyText(when(busyUntil)) : undefined;
}

/** When the order is for, as a native select because a day of slots is a long list on a phone (docs/product.md#checkout). */
export function SlotCard({ slots, value, onChange, busyUntil }: Props) {
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
          // Under the field, not in the option: "As soon as possible (from 8:00 pm)" is cut on a 360 px phone.
          helperText={choiceHelperText(value, asap, busyUntil)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={AS_SOON_AS_POSSIBLE} disabled={!asap}>
            {asap ? SLOT_MESSAGES.asap : `${SLOT_MESSAGES.asap} (not now)`}
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
