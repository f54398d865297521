import { useEffect } from 'react';
import type { MenuItem } from '@campuseats/common/restaurants';
import { liveMenuItems } from './collections';
import { queryChanges } from './sources';
import { useLiveSnapshot } from './useLiveSnapshot';

/** The browser's cache may hold none or old dishes, so only the server's answers count: the API's menu is the better guess. */
export default function MenuFollower({ eateryId, onChange }: { eateryId: string; onChange: (dishes: MenuItem[]) => void }) {
  const dishes = useLiveSnapshot(`menu:${eateryId}`, () => queryChanges(liveMenuItems(eateryId), { serverOnly: true }));
  // A failed listen leaves the menu as the API served it: the cart and checkout check every dish again anyway.
  const data = dishes.status === 'success' ? dishes.data : null;
  useEffect(() => {
    if (data) onChange(data);
  }, [data, onChange]);
  return null;
}
