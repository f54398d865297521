import { useQuery } from '@tanstack/react-query';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
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
