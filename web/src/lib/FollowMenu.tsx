import { lazy, Suspense } from 'react';
import type { EateryState } from '@campuseats/common/eateryState';
import type { MenuItem } from '@campuseats/common/restaurants';

// Firestore comes in its own chunk, after the menu the API served is drawn.
const MenuFollower = lazy(async () => ({ default: (await import('./live/followers')).MenuFollower }));
const EateryStateFollower = lazy(async () => ({ default: (await import('./live/followers')).EateryStateFollower }));

interface Props {
  eateryId: string;
  /** Every dish, at each change of one. */
  onChange: (dishes: MenuItem[]) => void;
  /** Whether it takes orders as the page shows it, and `onStateChange` when its vendor's switches change that (a pause started, say). */
  shownState: EateryState;
  onStateChange: (state: EateryState) => void;
}

/** Keeps a menu drawn from the API up to date as its vendor changes dishes and switches: renders nothing. */
export function FollowMenu({ eateryId, onChange, shownState, onStateChange }: Props) {
  return (
    <Suspense fallback={null}>
      <MenuFollower eateryId={eateryId} onChange={onChange} />
      <EateryStateFollower eateryId={eateryId} shown={shownState} onChange={onStateChange} />
    </Suspense>
  );
}
