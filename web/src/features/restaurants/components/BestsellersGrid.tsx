import { Box, Typography } from '@mui/material';
import type { MenuItem } from '@campuseats/common/restaurants';
import { MenuItemCard } from './MenuItemCard';

export const BESTSELLERS_GRID_SX = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } } as const;

export function BestsellersGrid({ items }: { items: MenuItem[] }) {
  return (
    <Box component="section" aria-labelledby="bestsellers-heading" sx={{ mb: 4 }}>
      <Typography id="bestsellers-heading" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        Bestsellers
      </Typography>
      <Box sx={BESTSELLERS_GRID_SX}>
        {items.map((item) => (
          <MenuItemCard key={item._id} item={item} layout="tile" />
        ))}
      </Box>
    </Box>
  );
}
