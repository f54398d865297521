import { lazy, Suspense } from 'react';
import type { MenuItem } from '@campuseats/common/restaurants';

// Firestore comes in its own chunk, after the menu the API served is drawn.
const MenuFollower = lazy(async () => ({ default: (await import('./live/followers')).MenuFollower }));

/** Keeps a menu drawn from the API up to date as its vendor changes dishes: renders nothing, and calls `onChange` with every dish. */
export function FollowMenu({ eateryId, onChange }: { eateryId: string; onChange: (dishes: MenuItem[]) => void }) {
  return (
    <Suspense fallback={null}>
      <MenuFollower eateryId={eateryId} onChange={onChange} />
    </Suspense>
  );
}
