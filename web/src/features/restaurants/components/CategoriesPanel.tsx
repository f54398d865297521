import { lazy, Suspense, useState } from 'react';
import { Fab } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { CategoriesDrawerProps } from './CategoriesDrawer';

// The drawer loads when first opened, keeping a menu's first visit within its budget (docs/architecture.md#budgets).
const CategoriesDrawer = lazy(async () => ({ default: (await import('./CategoriesDrawer')).CategoriesDrawer }));

/** The side panel of menu categories: a floating button opens it on desktop, the bottom bar on phones. */
export function CategoriesPanel(props: CategoriesDrawerProps) {
  const { open, onOpenChange } = props;
  // Once opened, the drawer stays mounted, so that it can play its closing transition.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        onClick={() => onOpenChange(true)}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, position: 'fixed', right: 32, bottom: 32 }}
      >
        <MenuBookIcon sx={{ mr: 1 }} />
        Categories
      </Fab>
      {wanted && (
        <Suspense fallback={null}>
          <CategoriesDrawer {...props} />
        </Suspense>
      )}
    </>
  );
}
