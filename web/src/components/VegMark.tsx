import { Box } from '@mui/material';

/** India's food-labelling mark: a green dot in a square for veg, a brown triangle for non-veg. */
export function VegMark({ veg, size = 16 }: { veg: boolean; size?: number }) {
  const color = veg ? '#1b7a34' : '#8b3a0e';
  return (
    <Box
      component="span"
      role="img"
      aria-label={veg ? 'Veg' : 'Non-veg'}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        border: `2px solid ${color}`,
        borderRadius: '3px',
        flex: '0 0 auto',
        bgcolor: '#fff',
      }}
    >
      <Box
        component="span"
        sx={
          veg
            ? { width: size / 2, height: size / 2, borderRadius: '50%', bgcolor: color }
            : {
                width: 0,
                height: 0,
                borderLeft: `${size / 4}px solid transparent`,
                borderRight: `${size / 4}px solid transparent`,
                borderBottom: `${size / 2.2}px solid ${color}`,
              }
        }
      />
    </Box>
  );
}
