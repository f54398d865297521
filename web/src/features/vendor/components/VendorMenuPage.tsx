import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { VendorMenu } from '@campuseats/common/menuEditor';
import type { MenuItem, MenuSection } from '@campuseats/common/restaurants';
import { RetryAlert } from '@/components/RetryAlert';
import { errorMessage } from '@/lib/apiClient';
import { queryKeys } from '@/lib/query/queryKeys';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { fetchVendorMenu, orderSections } from '../api/menu';
import { movedSection, withDish, withoutDish } from '../hooks/menuSections';
import { DishDialog } from './DishDialog';
import { DishRow } from './DishRow';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

/** The dialog open: a dish to change, or a new one. */
type Editing = { dish: MenuItem | null } | null;

function SectionCard({
  section,
  index,
  count,
  moving,
  onMove,
  onEdit,
  onSaved,
  onRemoved,
}: {
  section: MenuSection;
  index: number;
  count: number;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: (dish: MenuItem) => void;
  onSaved: (dish: MenuItem) => void;
  onRemoved: (dish: MenuItem) => void;
}) {
  const headingId = `menu-section-${index}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800, flex: 1 }}>
            {section.name} ({section.items.length})
          </Typography>
          <IconButton aria-label={`Move ${section.name} up`} onClick={() => onMove(-1)} disabled={moving || index === 0}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={`Move ${section.name} down`} onClick={() => onMove(1)} disabled={moving || index === count - 1}>
            <ArrowDownwardIcon />
          </IconButton>
        </Stack>
        {section.items.map((dish) => (
          <DishRow key={dish._id} dish={dish} onEdit={() => onEdit(dish)} onSaved={onSaved} onRemoved={() => onRemoved(dish)} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The menu editor, each change saved at once so students' open menus follow live (docs/product.md#the-menu-editor). */
export function VendorMenuPage() {
  const menuKey = queryKeys.vendorMenu(useSession().user?.uid ?? '');
  const menu = useQuery({ queryKey: menuKey, queryFn: ({ signal }) => fetchVendorMenu(signal) });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const sections = menu.data?.sections ?? [];
  // The cached menu takes each saved change as the API answered it, from the latest list rather than this render's:
  // two saves answered back to back must both show.
  const update = (change: (current: MenuSection[]) => MenuSection[]) =>
    queryClient.setQueryData<VendorMenu>(menuKey, (current) => current && { ...current, sections: change(current.sections) });
  const moveSection = useMutation({
    mutationFn: ({ index, by }: { index: number; by: -1 | 1 }) => orderSections(movedSection(sections, index, by)),
    onSuccess: (answer) => queryClient.setQueryData(menuKey, answer),
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Menu Editor
        </Typography>
        <Button component={RouterLink} to={paths.vendorDashboard}>
          Back to orders
        </Button>
      </Stack>
      {menu.status === 'pending' && <LoadingSkeleton variant="rounded" height={240} label="Loading menu" />}
      {menu.status === 'error' && (
        <RetryAlert onRetry={() => void menu.refetch()}>Failed to load the menu: {errorMessage(menu.error, 'Unexpected error')}</RetryAlert>
      )}
      {menu.status === 'success' && (
        <Stack spacing={2}>
          <Box>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ dish: null })}>
              Add Dish
            </Button>
          </Box>
          {moveSection.isError && <Alert severity="error">{errorMessage(moveSection.error, 'Could not move the section. Please try again.')}</Alert>}
          {sections.length === 0 && <Typography color="text.secondary">No dishes yet. Add the first one.</Typography>}
          {sections.map((section, index) => (
            <SectionCard
              key={section.name}
              section={section}
              index={index}
              count={sections.length}
              moving={moveSection.isPending}
              onMove={(by) => moveSection.mutate({ index, by })}
              onEdit={(dish) => setEditing({ dish })}
              onSaved={(dish) => update((current) => withDish(current, dish))}
              onRemoved={(dish) => update((current) => withoutDish(current, dish._id))}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <DishDialog
          dish={editing.dish}
          sections={sections.map((section) => section.name)}
          onClose={() => setEditing(null)}
          onSaved={(dish) => {
            update((current) => withDish(current, dish));
            setEditing(null);
          }}
        />
      )}
    </Container>
  );
}
