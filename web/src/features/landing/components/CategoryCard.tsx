import { Box, Link, Paper, Skeleton, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { OUTLETS_PER_CARD, outletSearchLink } from '../hooks/outletsByCategory';
import type { LandingCategory } from './landingContent';

/** One outlet link's line: the list keeps room for a full card's worth, so nothing moves when the eateries arrive. */
const OUTLET_ROW_PX = 32;

export type OutletsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; outlets: RestaurantSummary[] };

function OutletList({ category, state }: { category: LandingCategory; state: OutletsState }) {
  if (state.status === 'loading') {
    return (
      <Box aria-hidden>
        {[70, 55, 62, 48].slice(0, OUTLETS_PER_CARD).map((width) => (
          <Skeleton key={width} width={`${width}%`} height={OUTLET_ROW_PX} />
        ))}
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Typography variant="body2" color="text.secondary">
        Couldn't load the eateries.{' '}
        <Link component="button" type="button" onClick={state.retry} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          Try Again
        </Link>
      </Typography>
    );
  }
  if (state.outlets.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No {category.name.toLowerCase()} places on campus yet.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={`${category.name} places`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {state.outlets.map((outlet) => (
        <Box component="li" key={outlet._id} sx={{ py: 0.5 }}>
          <Link component={RouterLink} to={outletSearchLink(outlet.name)} underline="hover" color="text.primary" sx={{ fontWeight: 600 }}>
            {outlet.name}
          </Link>
        </Box>
      ))}
    </Box>
  );
}

/** One of the five category cards: the food, a line about it and the eateries that serve it. */
export function CategoryCard({ category, state }: { category: LandingCategory; state: OutletsState }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`category-${category.slug}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 4, overflow: 'hidden', boxShadow: '0 12px 32px rgba(0,0,0,0.12)' }}
    >
      <Box sx={(theme) => ({ bgcolor: theme.palette.mode === 'dark' ? '#2a2019' : '#fff1e4', display: 'grid', placeItems: 'center', py: 2 })}>
        <Box component="img" src={category.image} alt="" width={120} height={120} loading="lazy" draggable={false} />
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography id={`category-${category.slug}`} variant="h5" component="h3" sx={{ fontWeight: 800 }}>
          {category.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {category.blurb}
        </Typography>
        <Box sx={{ flex: 1, mt: 1, minHeight: OUTLETS_PER_CARD * OUTLET_ROW_PX }}>
          <OutletList category={category} state={state} />
        </Box>
        <Link
          component={RouterLink}
          to={category.allPlacesLink}
          underline="hover"
          sx={{ mt: 1.5, fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {category.allPlacesLabel} <ArrowForwardIcon fontSize="small" aria-hidden />
        </Link>
      </Box>
    </Paper>
  );
}
