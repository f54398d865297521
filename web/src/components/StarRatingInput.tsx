import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { STAR_VALUES, StarIconFor, starsText } from './Stars';
import { VisuallyHidden } from './VisuallyHidden';

// The native radio stays in the page for the keyboard (arrow keys move the choice) and screen readers, unseen.
const HIDDEN_INPUT = { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 } as const;

interface Props {
  /** The radio group's name, unique in the page. */
  name: string;
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
}

/** One to five stars as a radio group, so screen readers and the keyboard get "1 star" to "5 stars". */
export function StarRatingInput({ name, label, value, onChange, error }: Props) {
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        onMouseLeave={() => setPointed(null)}
        sx={{ display: 'flex', gap: 0.5, color: 'warning.main' }}
      >
        {STAR_VALUES.map((stars) => (
          <Box
            component="label"
            key={stars}
            onMouseEnter={() => setPointed(stars)}
            sx={{
              position: 'relative',
              display: 'inline-flex',
              p: 0.5,
              borderRadius: 1,
              cursor: 'pointer',
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} style={HIDDEN_INPUT} />
            <StarIconFor filled={stars <= shown} size={36} />
            <VisuallyHidden>{starsText(stars)}</VisuallyHidden>
          </Box>
        ))}
      </Box>
      {error && (
        <Typography id={errorId} variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
