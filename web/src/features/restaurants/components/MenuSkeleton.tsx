import { Box, Container, Skeleton, Typography } from '@mui/material';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { RestaurantHeader } from './RestaurantHeader';
import { BESTSELLERS_GRID_SX } from './BestsellersGrid';

/** The menu page's container: room at the bottom for the phone's fixed bars (categories, View Cart). */
export const MENU_PAGE_CONTAINER_SX = { py: 3, pb: { xs: 20, md: 12 } } as const;

/** The menu page while its answer is on its way, laid out like the menu and taller than any screen, so the footer never shows and moves away. */
export function MenuSkeleton() {
  return (
    <Container sx={{ ...MENU_PAGE_CONTAINER_SX, minHeight: '100vh' }}>
      <VisuallyHidden role="status">Loading menu...</VisuallyHidden>
      <RestaurantHeader />
      <MenuBodySkeleton />
    </Container>
  );
}

export function MenuBodySkeleton() {
  return (
    <Box aria-hidden>
      <Typography variant="h5" sx={{ mb: 2 }}>
        <Skeleton width={150} />
      </Typography>
      <Box sx={{ ...BESTSELLERS_GRID_SX, mb: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index}>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 2 }} />
            <Skeleton width={16} height={16} variant="rounded" sx={{ mt: 2 }} />
            <Skeleton width="80%" sx={{ fontSize: '1.4rem' }} />
            <Skeleton width="30%" />
            <Skeleton width="95%" />
            <Skeleton variant="rounded" width={88} height={30} sx={{ mt: 1.5 }} />
          </Box>
        ))}
      </Box>
      <Typography variant="h5" sx={{ mb: 2 }}>
        <Skeleton width={90} />
      </Typography>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={64} sx={{ mb: 2, borderRadius: 3 }} />
      ))}
    </Box>
  );
}
