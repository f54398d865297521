import { useCallback, useDeferredValue, useState } from 'react';
import { isDocumentId } from '@campuseats/common/documentId';
import type { EateryState } from '@campuseats/common/eateryState';
import type { MenuItem } from '@campuseats/common/restaurants';
import { Box, Button, Container, Typography } from '@mui/material';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/lib/apiClient';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FollowMenu } from '@/lib/FollowMenu';
import { useSession } from '@/lib/session';
import { useInstantPassed } from '@/lib/useInstantPassed';
import { fetchRestaurantDetail } from '../api/restaurants';
import { useShownOnBack } from '../hooks/useShownOnBack';
import { RestaurantHeader } from './RestaurantHeader';
import { BestsellersGrid } from './BestsellersGrid';
import { MenuSections, sectionAnchorId } from './MenuSections';
import { CategoriesPanel } from './CategoriesPanel';
import { MenuMobileBar } from './MenuMobileBar';
import { ViewCartBar } from './ViewCartBar';
import { withLiveDishes } from '../hooks/liveDishes';
import { MenuRestaurantContext } from '../hooks/menuRestaurant';
import { MENU_PAGE_CONTAINER_SX, MenuBodySkeleton, MenuSkeleton } from './MenuSkeleton';
import { ReviewsSection } from './ReviewsSection';

/** Where the menu this page last showed in this tab is kept for Back (from the cart, say). */
const MENU_SHOWN_ON_BACK = 'restaurants:lastMenu';

const without = (names: ReadonlySet<string>, name: string) => new Set([...names].filter((other) => other !== name));

/** An eatery's menu; a path that cannot be an eatery's id goes home, as any unknown path does. */
export function RestaurantMenuPage() {
  const { id = '' } = useParams();
  return isDocumentId(id) ? <RestaurantMenu id={id} /> : <Navigate to={paths.home} replace />;
}

function RestaurantMenu({ id }: { id: string }) {
  const navigate = useNavigate();
  // A menu opened from a shared link has no page of ours to go back to.
  const openedDirectly = useLocation().key === 'default';
  // Read without TanStack Query: the browse pages' budget has no room for it (docs/decisions/0015-tanstack-query.md).
  const result = useShownOnBack(MENU_SHOWN_ON_BACK, id, (signal) => fetchRestaurantDetail(id, signal));
  const [panelOpen, setPanelOpen] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // A signed-in student's menu follows the vendor's changes (prices, Sold out) live; it is kept per eatery.
  const { user } = useSession();
  const [live, setLive] = useState<{ eateryId: string; dishes: MenuItem[] } | null>(null);
  const followed = useCallback((dishes: MenuItem[]) => setLive({ eateryId: id, dishes }), [id]);
  // And its vendor's switches, so a pause started while the menu is open shows without a reload.
  const [liveState, setLiveState] = useState<{ eateryId: string; state: EateryState } | null>(null);
  const stateFollowed = useCallback((state: EateryState) => setLiveState({ eateryId: id, state }), [id]);
  const followedState = liveState?.eateryId === id ? liveState.state : null;
  // The header with the page's largest picture draws first and the dishes in a render of their own, not to hold up its request.
  const dishesShown = useDeferredValue(result.status === 'success');
  // A paused eatery takes orders again by itself when the pause ends (docs/product.md#vendor-console).
  const busyUntil = followedState ? followedState.busyUntil : (result.data?.restaurant.busyUntil ?? null);
  const pauseEnded = useInstantPassed(busyUntil === null ? null : Date.parse(busyUntil));
  useDocumentTitle(result.data?.restaurant.name);

  if (result.status === 'loading') return <MenuSkeleton />;
  if (result.status === 'error') {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
        <Typography variant="h6" component="h1" gutterBottom>
          Failed to load menu: {errorMessage(result.error, 'Unexpected error')}
        </Typography>
        <Button variant="contained" onClick={() => (openedDirectly ? navigate(paths.restaurants) : navigate(-1))}>
          Go Back
        </Button>
      </Box>
    );
  }

  const { restaurant: served, bestsellers, menu } = withLiveDishes(result.data, live?.eateryId === id ? live.dishes : null);
  const answered = followedState ? { ...served, ...followedState } : served;
  // Its pause was all that kept the eatery from taking orders (the API names no pause for a closed one).
  const restaurant = pauseEnded ? { ...answered, isOpen: true, busyUntil: null } : answered;
  const eatery = { ...restaurant, takesCartLines: restaurant.isOpen || result.data.preorders === true };
  const jumpTo = (name: string) => {
    setPanelOpen(false);
    setCollapsed((current) => without(current, name));
    requestAnimationFrame(() => {
      const section = document.getElementById(sectionAnchorId(name));
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // The keyboard goes on from the section chosen, not from the chip or the panel's button far from it.
      section?.querySelector('button')?.focus({ preventScroll: true });
    });
  };
  const toggleSection = (name: string) => setCollapsed((current) => (current.has(name) ? without(current, name) : new Set([...current, name])));

  return (
    <MenuRestaurantContext.Provider value={eatery}>
      <Container sx={MENU_PAGE_CONTAINER_SX}>
        <RestaurantHeader restaurant={eatery} />
        {dishesShown ? (
          <>
            {bestsellers.length > 0 && <BestsellersGrid items={bestsellers} />}
            <MenuSections sections={menu} collapsed={collapsed} onToggle={toggleSection} onJump={jumpTo} />
            <ReviewsSection eateryId={restaurant._id} eateryName={restaurant.name} />
          </>
        ) : (
          <MenuBodySkeleton />
        )}
        <CategoriesPanel sections={menu} open={panelOpen} onOpenChange={setPanelOpen} onSelect={jumpTo} />
        <MenuMobileBar onOpenCategories={() => setPanelOpen(true)} />
        <ViewCartBar />
        {user && <FollowMenu key={id} eateryId={id} onChange={followed} shownState={answered} onStateChange={stateFollowed} />}
      </Container>
    </MenuRestaurantContext.Provider>
  );
}
