import { Alert, Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceIcon from '@mui/icons-material/Place';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import type { MenuEatery } from '../hooks/menuRestaurant';

/** The prerendered shell draws the header from the summary alone, before the menu says whether later slots are taken. */
type HeaderEatery = RestaurantSummary & Partial<Pick<MenuEatery, 'takesCartLines'>>;
import { formatRupees } from '@campuseats/common/pricing';
import { ratingWithCount } from '@campuseats/common/ratings';
import { whenItOpens } from './whenItOpens';
import { VegMark } from '@/components/VegMark';

const CHIP_ROW_SX = { flexWrap: 'wrap', mt: 2 } as const;

/** A phone's banner is short: a long name (up to 80 characters) gets a smaller size so that it stays whole inside it. */
function phoneNameSize(name = ''): string {
  if (name.length > 48) return '1.1rem';
  return name.length > 28 ? '1.3rem' : '1.6rem';
}

/** The eatery's picture, name, cuisine and details; without `restaurant` the same boxes empty, so nothing moves when it arrives. */
export function RestaurantHeader({ restaurant }: { restaurant?: HeaderEatery }) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', aspectRatio: { xs: '16 / 9', md: '4 / 1' }, bgcolor: 'action.hover' }}>
        <Box component="img" src={restaurant?.image} alt="" fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(transparent 35%, rgba(0,0,0,0.78))',
            display: 'flex',
            alignItems: 'flex-end',
            p: { xs: 2, md: 3 },
          }}
        >
          <Box sx={{ color: '#fff', minWidth: 0 }}>
            {/* A non-breaking space holds each line's height until the text arrives. */}
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: phoneNameSize(restaurant?.name), md: '2.4rem' }, overflowWrap: 'anywhere' }}
            >
              {restaurant?.name ?? '\u00a0'}
            </Typography>
            <Typography>{restaurant?.cuisine ?? '\u00a0'}</Typography>
          </Box>
        </Box>
      </Box>
      {restaurant ? <RestaurantDetails restaurant={restaurant} /> : <DetailsSkeleton />}
    </Box>
  );
}

function DetailsSkeleton() {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={CHIP_ROW_SX} aria-hidden>
      {[96, 72, 112].map((width) => (
        <Skeleton key={width} variant="rounded" width={width} height={32} sx={{ borderRadius: 4 }} />
      ))}
    </Stack>
  );
}

/** Why no orders are taken now (the busy switch and until when, or closed and when it opens) and whether a later slot can be. */
function closedNotice(restaurant: HeaderEatery): string {
  const when = whenItOpens(restaurant);
  const later = 'You can order for a later time slot';
  if (restaurant.busyUntil) return `${when}. ${restaurant.takesCartLines ? later : 'You can browse the menu'} meanwhile.`;
  const meanwhile = restaurant.takesCartLines ? `${later}.` : 'You can browse the menu, but orders open again when they do.';
  return `${restaurant.name} is closed right now. ${meanwhile}${when ? ` ${when}.` : ''}`;
}

function RestaurantDetails({ restaurant }: { restaurant: HeaderEatery }) {
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={CHIP_ROW_SX}>
        <Chip icon={<StarIcon />} label={ratingWithCount(restaurant.rating, restaurant.ratingCount)} color="success" data-testid="menu-rating" />
        <Chip icon={<AccessTimeIcon />} label={`${restaurant.deliveryTime} min`} variant="outlined" />
        <Chip label={`${formatRupees(restaurant.costForTwo)} for two`} variant="outlined" />
        {restaurant.dietType === 'veg' && <Chip icon={<VegMark veg size={14} />} label="Pure Veg" variant="outlined" />}
        <Chip icon={<PlaceIcon />} label={restaurant.address} variant="outlined" />
      </Stack>
      {!restaurant.isOpen && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {closedNotice(restaurant)}
        </Alert>
      )}
    </>
  );
}
