import { Button, Paper } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '@campuseats/common/pricing';
import { useCart } from '@/lib/cart/CartContext';
import { SHORT_WINDOW, useKeepsPageEndClear } from '@/lib/useKeepsPageEndClear';
import { paths } from '@/lib/routes';

/** "View Cart (n)" while the cart is not empty: above the menu page's own bar on phones, at the bottom on desktop. */
export function ViewCartBar() {
  const { totalItems, price } = useCart();
  const ref = useKeepsPageEndClear<HTMLDivElement>();
  if (totalItems === 0) return null;
  return (
    <Paper
      ref={ref}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: 1100,
        left: { xs: 8, md: '50%' },
        right: { xs: 8, md: 'auto' },
        transform: { md: 'translateX(-50%)' },
        bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', md: 24 },
        // The menu's own bar scrolls with the page there.
        [SHORT_WINDOW]: { bottom: { xs: 8, md: 24 } },
        borderRadius: 3,
        bgcolor: 'primary.main',
      }}
    >
      <Button
        component={RouterLink}
        to={paths.cart}
        fullWidth
        size="large"
        startIcon={<ShoppingCartIcon />}
        sx={{ color: 'primary.contrastText', px: 4, py: 1.25, justifyContent: 'space-between', gap: 3, fontWeight: 800 }}
      >
        <span>View Cart ({totalItems})</span>
        <span>{formatRupees(price.subtotal)}</span>
      </Button>
    </Paper>
  );
}
