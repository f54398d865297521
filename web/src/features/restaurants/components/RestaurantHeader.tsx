import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceIcon from '@mui/icons-material/Place';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { formatRupees } from '@campuseats/common/pricing';
import { VegMark } from '@/components/VegMark';

export function RestaurantHeader({ restaurant }: { restaurant: RestaurantSummary }) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', aspectRatio: { xs: '16 / 9', md: '4 / 1' }, bgcolor: 'action.hover' }}>
        <Box component="img" src={restaurant.image} alt="" fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(transparent 35%, rgba(0,0,0,0.78))', display: 'flex', alignItems: 'flex-end', p: { xs: 2, md: 3 } }}>
          <Box sx={{ color: '#fff' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.4rem' } }}>
              {restaurant.name}
            </Typography>
            <Typography>{restaurant.cuisine}</Typography>
          </Box>
        </Box>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Chip icon={<StarIcon />} label={`${restaurant.rating.toFixed(1)} rating`} color="success" />
        <Chip icon={<AccessTimeIcon />} label={`${restaurant.deliveryTime} min`} variant="outlined" />
        <Chip label={`${formatRupees(restaurant.costForTwo)} for two`} variant="outlined" />
        {restaurant.dietType === 'veg' && <Chip icon={<VegMark veg size={14} />} label="Pure Veg" variant="outlined" />}
        <Chip icon={<PlaceIcon />} label={restaurant.address} variant="outlined" />
      </Stack>
      {!restaurant.isOpen && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {restaurant.name} is closed right now. You can browse the menu, but orders open again when they do.
        </Alert>
      )}
    </Box>
  );
}
