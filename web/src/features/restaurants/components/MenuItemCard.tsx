import { Box, Chip, Stack, Typography } from '@mui/material';
import type { MenuItem } from '@campuseats/common/restaurants';
import { formatRupees } from '@campuseats/common/pricing';
import { VegMark } from '@/components/VegMark';
import { AddToCartControl } from './AddToCartControl';

/** One dish: used in the bestsellers grid (`layout="tile"`) and in the menu sections (`layout="row"`). */
export function MenuItemCard({ item, layout }: { item: MenuItem; layout: 'tile' | 'row' }) {
  const tile = layout === 'tile';
  return (
    <Box
      component="article"
      aria-label={item.name}
      sx={{
        display: 'flex',
        flexDirection: tile ? 'column' : 'row-reverse',
        gap: 2,
        p: tile ? 0 : 2,
        borderBottom: tile ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        src={item.image}
        alt=""
        loading="lazy"
        width={400}
        height={400}
        sx={{
          width: tile ? '100%' : { xs: 96, sm: 120 },
          height: tile ? 'auto' : { xs: 96, sm: 120 },
          aspectRatio: tile ? '4 / 3' : '1',
          objectFit: 'cover',
          borderRadius: 2,
          flex: '0 0 auto',
          bgcolor: 'action.hover',
          // Only the picture is dimmed for a dish sold out: its name, price and words stay readable.
          opacity: item.available ? 1 : 0.5,
        }}
      />
      {/* A name or description with a very long word wraps inside the card instead of running past it. */}
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VegMark veg={item.veg} />
          {item.bestseller && !tile && <Chip label="Bestseller" size="small" color="warning" variant="outlined" />}
        </Stack>
        {/* Under "Bestsellers" (h2) a tile's name is an h3; in a menu section (h3), a row's is an h4. */}
        <Typography variant="subtitle1" component={layout === 'tile' ? 'h3' : 'h4'} sx={{ fontWeight: 700, mt: 0.5 }}>
          {item.name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatRupees(item.price)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {item.desc}
        </Typography>
        {!item.available && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            Unavailable right now
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <AddToCartControl item={item} />
        </Box>
      </Box>
    </Box>
  );
}
