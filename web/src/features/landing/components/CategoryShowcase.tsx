import { Box, Container, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchAllOutlets } from '../api/outlets';
import { outletsByCategory } from '../hooks/outletsByCategory';
import type { OutletsState } from './CategoryCard';
import { CategoryCarousel } from './CategoryCarousel';
import { CategoryFan } from './CategoryFan';
import { LANDING_CATEGORIES } from './landingContent';

/** The category cards (docs/product.md#landing-page), after the first paint. */
export function CategoryShowcase() {
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const outlets = useQuery({ queryKey: queryKeys.outlets, queryFn: ({ signal }) => fetchAllOutlets(signal) });
  const grouped = outlets.status === 'success' ? outletsByCategory(LANDING_CATEGORIES, outlets.data) : undefined;
  const stateOf = (slug: string): OutletsState =>
    outlets.status === 'pending'
      ? { status: 'loading' }
      : grouped
        ? { status: 'success', outlets: grouped[slug] ?? [] }
        : { status: 'error', retry: () => void outlets.refetch() };

  return (
    <Box component="section" id="categories" aria-labelledby="categories-heading" sx={{ py: { xs: 6, md: 10 }, overflow: 'hidden' }}>
      <Container>
        <Typography id="categories-heading" variant="h3" component="h2" sx={{ textAlign: 'center', fontSize: { xs: '2rem', md: '2.75rem' } }}>
          What are you craving?
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: { xs: 3, md: 5 } }}>
          Pick a favourite and jump straight to the campus places that make it.
        </Typography>
        {desktop ? <CategoryFan categories={LANDING_CATEGORIES} stateOf={stateOf} /> : <CategoryCarousel categories={LANDING_CATEGORIES} stateOf={stateOf} />}
      </Container>
    </Box>
  );
}
