import { Box } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** "4 stars", "1 star": a star choice as read aloud. */
export const starsText = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/** A star icon, filled up to the rating and outlined after it (the warning colour meets 3:1 on both themes' paper). */
export function StarIconFor({ filled, size }: { filled: boolean; size: number }) {
  return filled ? <StarIcon sx={{ fontSize: size }} /> : <StarBorderIcon sx={{ fontSize: size }} />;
}

/** A review's stars, read aloud as "Rated 4 out of 5". */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Box component="span" role="img" aria-label={`Rated ${rating} out of 5`} sx={{ display: 'inline-flex', color: 'warning.main', verticalAlign: 'middle' }}>
      {STAR_VALUES.map((value) => (
        <StarIconFor key={value} filled={value <= rating} size={size} />
      ))}
    </Box>
  );
}
