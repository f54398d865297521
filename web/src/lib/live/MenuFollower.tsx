import { useEffect } from 'react';
import type { MenuItem } from '@campuseats/common/restaurants';
import { liveMenuItems } from './collections';
import { queryChanges } from './sources';
import { useLiveSnapshot } from './useLiveSnapshot';

/**
 * Follows an eatery's dishes as the server has them and reports each new state of them; draws nothing. Answers from
 * the browser's Firestore cache are skipped: offline, or before the server first answers, the cache may hold none
 * of the dishes (which would read as all removed) or old ones, and the menu the API served is the better guess.
 */
export default function MenuFollower({ eateryId, onChange }: { eateryId: string; onChange: (dishes: MenuItem[]) => void }) {
  const dishes = useLiveSnapshot(`menu:${eateryId}`, () => queryChanges(liveMenuItems(eateryId), { serverOnly: true }));
  // A failed listen leaves the menu as the API served it: the cart and checkout check every dish again anyway.
  const data = dishes.status === 'success' ? dishes.data : null;
  useEffect(() => {
    if (data) onChange(data);
  }, [data, onChange]);
  return null;
}
