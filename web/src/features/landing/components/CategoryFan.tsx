import { Box } from '@mui/material';
import { fanPlacement } from '../hooks/swipe';
import { CategoryCard, type OutletsState } from './CategoryCard';
import type { LandingCategory } from './landingContent';

const CARD_WIDTH = 222;

/** Desktop: the cards as a fan; hovering or tabbing into one brings it to the front without moving it, so no link slides from under the pointer. */
export function CategoryFan({ categories, stateOf }: { categories: readonly LandingCategory[]; stateOf: (slug: string) => OutletsState }) {
  return (
    <Box
      data-testid="category-fan"
      sx={{
        position: 'relative',
        height: 540,
        mx: 'auto',
        maxWidth: 1100,
        transform: { md: 'scale(0.8)', lg: 'none' },
        transformOrigin: 'top center',
        mb: { md: -10, lg: 0 },
      }}
    >
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
              '& > article': { transition: 'box-shadow 200ms' },
              '&:hover, &:focus-within': { zIndex: 10, '& > article': { boxShadow: '0 20px 48px rgba(0,0,0,0.24)' } },
              '@media (prefers-reduced-motion: reduce)': { '& > article': { transition: 'none' } },
            }}
          >
            <CategoryCard category={category} state={stateOf(category.slug)} />
          </Box>
        );
      })}
    </Box>
  );
}
