import { Box, Skeleton } from '@mui/material';

// Apart from the cards: the skeleton is the first paint, while the cards' code comes with the list's answer.

export const RESTAURANT_GRID_SX = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

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
