import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { formatRupees } from '@campuseats/common/pricing';
import { ratingWithCount } from '@campuseats/common/ratings';
import { VegMark } from '@/components/VegMark';
import { paths } from '@/lib/routes';
import { whenItOpens } from './whenItOpens';

const RESTAURANT_GRID_SX = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** "★ 4.4 (128)", or "New" before its first rating; read aloud as "Rated 4.4 out of 5, 128 ratings". */
function RatingChip({ restaurant: { rating, ratingCount } }: { restaurant: RestaurantSummary }) {
  const rated = ratingCount > 0;
  return (
    <Chip
      icon={<StarIcon sx={{ fontSize: 16, color: '#fff !important' }} />}
      label={rated ? `${rating.toFixed(1)} (${ratingCount})` : ratingWithCount(rating, ratingCount)}
      size="small"
      aria-label={rated ? `Rated ${rating.toFixed(1)} out of 5, ${ratingCount} rating${ratingCount === 1 ? '' : 's'}` : 'New: no ratings yet'}
      sx={{ bgcolor: 'success.main', color: 'success.contrastText', fontWeight: 700, flexShrink: 0 }}
    />
  );
}

function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  return (
    <Card component="article" sx={{ height: '100%', opacity: restaurant.isOpen ? 1 : 0.7 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.restaurant(restaurant._id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
          <Box
            component="img"
            src={restaurant.image}
            alt=""
            loading="lazy"
            width={640}
            height={360}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {!restaurant.isOpen && (
            <Chip
              label={whenItOpens(restaurant) ?? 'Closed now'}
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'grey.900', color: '#fff' }}
            />
          )}
          {restaurant.dietType === 'veg' && (
            <Chip
              icon={<VegMark veg size={14} />}
              label="Pure Veg"
              size="small"
              sx={{ position: 'absolute', top: 8, right: 8, bgcolor: '#fff', color: '#1b5e20', fontWeight: 700 }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3 }}>
              {restaurant.name}
            </Typography>
            <RatingChip restaurant={restaurant} />
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {restaurant.cuisine}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {restaurant.deliveryTime} min · {formatRupees(restaurant.costForTwo)} for two
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function RestaurantGrid({ restaurants }: { restaurants: RestaurantSummary[] }) {
  return (
    <Box sx={RESTAURANT_GRID_SX} data-testid="restaurant-grid">
      {restaurants.map((restaurant) => (
        <RestaurantCard key={restaurant._id} restaurant={restaurant} />
      ))}
    </Box>
  );
}

export function RestaurantGridSkeleton() {
  return (
    <Box sx={RESTAURANT_GRID_SX} aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton width="70%" sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}
