import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { classifySwipe, stepIndex, type GesturePoint } from '../hooks/swipe';
import { CategoryCard, type OutletsState } from './CategoryCard';
import type { LandingCategory } from './landingContent';

/** Phones: one card at a time, turned by a quick swipe, the arrows, the dots or the arrow keys. */
export function CategoryCarousel({ categories, stateOf }: { categories: readonly LandingCategory[]; stateOf: (slug: string) => OutletsState }) {
  const [index, setIndex] = useState(0);
  const start = useRef<GesturePoint | null>(null);
  // A swipe that starts and ends on the same link must not also open it.
  const swiped = useRef(false);
  const count = categories.length;
  const go = (direction: 'next' | 'previous') => setIndex((current) => stepIndex(current, direction, count));

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    // A new gesture: a swipe that ended off its link produced no click to swallow.
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const direction = classifySwipe(start.current, { x: event.clientX, y: event.clientY, t: event.timeStamp });
    start.current = null;
    swiped.current = direction !== null;
    if (direction) go(direction);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go('next');
    else if (event.key === 'ArrowLeft') go('previous');
  };

  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Food categories" data-testid="category-carousel" onKeyDown={onKeyDown}>
      <Box
        data-testid="carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        // A mouse drag over a link or an image would start the browser's own drag-and-drop, not a swipe.
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        sx={{ overflow: 'hidden', touchAction: 'pan-y', userSelect: 'none' }}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(${-index * 100}%)`,
            transition: 'transform 300ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {categories.map((category, slide) => (
            <Box
              key={category.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}: ${category.name}`}
              inert={slide !== index}
              sx={{ flex: '0 0 100%', px: 1, py: 2, display: 'flex', justifyContent: 'center' }}
            >
              <Box sx={{ width: '100%', maxWidth: 340 }}>
                <CategoryCard category={category} state={stateOf(category.slug)} />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
        <IconButton aria-label="Previous category" onClick={() => go('previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {categories.map((category, dot) => (
            <Box
              component="button"
              type="button"
              key={category.slug}
              aria-label={`Show ${category.name}`}
              aria-current={dot === index}
              onClick={() => setIndex(dot)}
              sx={{ width: 24, height: 24, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center' }}
            >
              <Box
                component="span"
                sx={{
                  width: dot === index ? 18 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: dot === index ? 'primary.main' : 'text.disabled',
                  transition: 'width 200ms',
                }}
              />
            </Box>
          ))}
        </Box>
        <IconButton aria-label="Next category" onClick={() => go('next')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ textAlign: 'center' }}>
        {categories[index]?.name} · {index + 1} of {count}
      </Typography>
    </Box>
  );
}
