import { lazy, Suspense } from 'react';
import type { MenuItem } from '@campuseats/common/restaurants';

// Firestore comes in its own chunk, after the menu the API served is drawn (a signed-in student has it already:
// the header's notifications use it).
const MenuFollower = lazy(() => import('./live/MenuFollower'));

/** Keeps a menu drawn from the API up to date as its vendor changes dishes: renders nothing, and calls `onChange` with every dish. */
export function FollowMenu({ eateryId, onChange }: { eateryId: string; onChange: (dishes: MenuItem[]) => void }) {
  return (
    <Suspense fallback={null}>
      <MenuFollower eateryId={eateryId} onChange={onChange} />
    </Suspense>
  );
}
