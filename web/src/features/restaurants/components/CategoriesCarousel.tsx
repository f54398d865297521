import { Box, ButtonBase, Typography } from '@mui/material';
import { FOOD_CATEGORIES, type FoodCategorySlug } from '@campuseats/common/categories';
import { INSET_FOCUS_RING } from '@/config/focusRing';

interface Props {
  selected: FoodCategorySlug | undefined;
  onToggle: (slug: FoodCategorySlug) => void;
}

export function CategoriesCarousel({ selected, onToggle }: Props) {
  return (
    <Box component="section" aria-labelledby="categories-heading">
      <Typography id="categories-heading" variant="h5" component="h2" sx={{ fontWeight: 800, letterSpacing: 2, mb: 2 }}>
        CATEGORIES
      </Typography>
      <Box
        role="group"
        aria-label="Food categories"
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, scrollbarWidth: 'thin' }}
      >
        {FOOD_CATEGORIES.map((category) => {
          const active = selected === category.slug;
          return (
            <ButtonBase
              key={category.slug}
              aria-pressed={active}
              onClick={() => onToggle(category.slug)}
              sx={{
                flex: '0 0 auto',
                width: 112,
                flexDirection: 'column',
                gap: 1,
                p: 1.5,
                borderRadius: 3,
                scrollSnapAlign: 'start',
                border: 2,
                borderColor: active ? 'primary.main' : 'transparent',
                bgcolor: active ? 'action.selected' : 'action.hover',
                // Inside the edge: the scrolling row clips what lies outside it.
                '&.Mui-focusVisible': INSET_FOCUS_RING,
              }}
            >
              <Box component="img" src={`/images/categories/${category.slug}.svg`} alt="" width={72} height={72} loading="lazy" />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {category.name}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
