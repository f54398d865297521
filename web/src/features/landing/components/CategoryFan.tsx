import { Box } from '@mui/material';
import { fanPlacement } from '../hooks/swipe';
import { CategoryCard, type OutletsState } from './CategoryCard';
import type { LandingCategory } from './landingContent';

const CARD_WIDTH = 222;

/**
 * Desktop: the five cards held like a fan of playing cards. Hovering or tabbing into a card straightens it
 * and brings it to the front, so every link is reachable.
 */
export function CategoryFan({ categories, stateOf }: { categories: readonly LandingCategory[]; stateOf: (slug: string) => OutletsState }) {
  return (
    <Box data-testid="category-fan" sx={{ position: 'relative', height: 540, mx: 'auto', maxWidth: 1100, transform: { md: 'scale(0.8)', lg: 'none' }, transformOrigin: 'top center', mb: { md: -10, lg: 0 } }}>
      {categories.map((category, index) => {
        const { rotateDeg, translateXPx, translateYPx } = fanPlacement(index, categories.length);
        return (
          <Box
            key={category.slug}
            sx={{
              position: 'absolute',
              top: 24,
              left: '50%',
              width: CARD_WIDTH,
              height: 470,
              ml: `${-CARD_WIDTH / 2}px`,
              zIndex: index,
              transformOrigin: '50% 100%',
              transform: `translate(${translateXPx}px, ${translateYPx}px) rotate(${rotateDeg}deg)`,
              transition: 'transform 350ms cubic-bezier(.2,.8,.2,1)',
              '&:hover, &:focus-within': { zIndex: 10, transform: `translate(${translateXPx}px, ${translateYPx - 24}px) rotate(0deg) scale(1.04)` },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <CategoryCard category={category} state={stateOf(category.slug)} />
          </Box>
        );
      })}
    </Box>
  );
}
