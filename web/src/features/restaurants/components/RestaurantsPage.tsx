import { lazy, Suspense, useRef } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { errorMessage } from '@/lib/apiClient';
import { useInView } from '@/lib/useInView';
import { fetchRestaurants } from '../api/restaurants';
import { useRestaurantFilters } from '../hooks/useRestaurantFilters';
import { useShownOnBack } from '../hooks/useShownOnBack';
import { CategoriesCarousel } from './CategoriesCarousel';
import { RestaurantFiltersBar } from './RestaurantFiltersBar';
import { RestaurantGrid, RestaurantGridSkeleton } from './RestaurantGrid';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// The error and the page links come after the list's answer: their code loads then, not before the screen. The cards'
// comes with the screen: loaded later, they would hold the first tap after hydration (docs/bench/2026-11-28-first-tap.md).
const Pagination = lazy(() => import('@mui/material/Pagination'));
const RetryAlert = lazy(async () => ({ default: (await import('@/components/RetryAlert')).RetryAlert }));

/** Where the page links go, kept while their code arrives so that nothing below them moves. */
const PAGINATION_SX = { display: 'flex', justifyContent: 'center', mt: 4, minHeight: 32 } as const;

/** The list's page links, drawn once their place comes within 400 px of the screen. */
function PageLinks({ count, page, onChange }: { count: number; page: number; onChange: (page: number) => void }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place, '400px');
  const placeholder = <Box ref={place} sx={PAGINATION_SX} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Pagination sx={PAGINATION_SX} count={count} page={page} color="primary" onChange={(_event, next) => onChange(next)} />
    </Suspense>
  );
}

function Banner() {
  return (
    <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', mb: 3, aspectRatio: { xs: '2 / 1', md: '4 / 1' }, bgcolor: 'primary.main' }}>
      <Box component="img" src="/images/banner.svg" alt="" fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          p: { xs: 2, md: 4 },
          background: 'linear-gradient(transparent 30%, rgba(0,0,0,0.72))',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ color: '#fff', fontWeight: 800, fontSize: { xs: '1.5rem', md: '2.25rem' } }}>
          Hungry? Your campus eateries deliver.
        </Typography>
      </Box>
    </Box>
  );
}

function Loading() {
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
        Finding delicious restaurants...
      </Typography>
      <RestaurantGridSkeleton />
    </>
  );
}

function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h6" component="p" gutterBottom>
        No restaurants found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Try adjusting your filters to find more options.
      </Typography>
      <Button variant="contained" onClick={onClear}>
        Clear all filters
      </Button>
    </Box>
  );
}

/** Where the list this page last showed in this tab is kept for Back. */
const LIST_SHOWN_ON_BACK = 'restaurants:lastShown';

export function RestaurantsPage() {
  useDocumentTitle('Eateries');
  const { filters, update, clear } = useRestaurantFilters();
  const key = JSON.stringify([filters.search, filters.category, filters.vegOnly, filters.sort, filters.page]);
  // Read without TanStack Query: the browse pages' budget has no room for it (docs/decisions/0015-tanstack-query.md).
  const result = useShownOnBack(LIST_SHOWN_ON_BACK, key, (signal) => fetchRestaurants(filters, signal));
  // Another page scrolls to the top: the keyboard's place goes with it, to the list's heading, not left at the page links.
  const heading = useRef<HTMLHeadingElement>(null);
  const openPage = (page: number) => {
    heading.current?.focus({ preventScroll: true });
    update({ page });
  };

  return (
    <Container sx={{ py: 3 }}>
      <Banner />
      <CategoriesCarousel selected={filters.category} onToggle={(slug) => update({ category: filters.category === slug ? undefined : slug })} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mt: 4, mb: 2 }}>
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 800, letterSpacing: 2, outline: 'none' }}>
          EATERIES
        </Typography>
        {/* Always there, so that a screen reader hears the count change with each filter or search. */}
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {result.status === 'success' && `${result.data.total} ${result.data.total === 1 ? 'place' : 'places'}`}
        </Typography>
      </Stack>
      <RestaurantFiltersBar filters={filters} onChange={update} />

      {result.status === 'loading' && <Loading />}
      {result.status === 'error' && (
        <Suspense fallback={null}>
          <RetryAlert retryLabel="Try Again" onRetry={result.retry} sx={{ my: 2 }}>
            Couldn't load restaurants: {errorMessage(result.error, 'Something went wrong. Please try again.')}
          </RetryAlert>
        </Suspense>
      )}
      {result.status === 'success' && result.data.data.length === 0 && (
        <EmptyState
          onClear={() => {
            // The button goes with the empty state: the keyboard's place moves to the list's heading, not the page.
            heading.current?.focus({ preventScroll: true });
            clear();
          }}
        />
      )}
      {result.status === 'success' && result.data.data.length > 0 && (
        <>
          <RestaurantGrid restaurants={result.data.data} />
          {result.data.totalPages > 1 && <PageLinks count={result.data.totalPages} page={result.data.currentPage} onChange={openPage} />}
        </>
      )}
    </Container>
  );
}
