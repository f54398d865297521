import { useQuery } from '@tanstack/react-query';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
import { queryKeys } from '@/lib/query/queryKeys';
import { useRefetchWhenBackOnline } from '@/lib/query/useRefetchWhenBackOnline';
import { fetchEaterySlots } from '../api/checkout';

/** The choice that leaves the slot to the server: the earliest with room when the order is placed. */
export const AS_SOON_AS_POSSIBLE = 'asap';

/** What checkout says when no slot of the day can be chosen. */
export const NO_SLOT_TO_CHOOSE = 'No slot left today can take an order.';

/** Today's slots of the cart's eatery (null: none yet), read live: they change with every order. */
export function useEaterySlots(eateryId: string | null) {
  const slots = useQuery({
    queryKey: queryKeys.eaterySlots(eateryId ?? ''),
    queryFn: ({ signal }) => fetchEaterySlots(eateryId ?? '', signal),
    enabled: eateryId !== null,
  });
  useRefetchWhenBackOnline(slots);
  return slots;
}

/**
 * The slot to order for: the choice; the first with room while "As soon as possible" is paused; the next with room
 * after a chosen slot that filled up (the refusal of an order for it names that one); null when none can be chosen.
 */
export function chosenSlot(choice: string, slots: EaterySlots | undefined): string | null {
  if (!slots?.settings) return choice;
  if (choice === AS_SOON_AS_POSSIBLE) return slots.asap ? choice : (slots.slots.find((slot) => !slot.full)?.start ?? null);
  if (slots.slots.some((slot) => slot.start === choice && !slot.full)) return choice;
  return slots.slots.find((slot) => !slot.full && slot.start > choice)?.start ?? null;
}
