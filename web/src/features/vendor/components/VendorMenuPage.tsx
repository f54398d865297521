import { useState } from 'react';
import { Box, Button, Container, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { VendorMenu } from '@campuseats/common/menuEditor';
import type { MenuItem, MenuSection } from '@campuseats/common/restaurants';
import { MutationError } from '@/components/MutationError';
import { RetryAlert } from '@/components/RetryAlert';
import { SectionCard } from '@/components/SectionCard';
import { TitleRow } from '@/components/TitleRow';
import { errorMessage } from '@/lib/apiClient';
import { queryKeys } from '@/lib/query/queryKeys';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { fetchVendorMenu, orderSections } from '../api/menu';
import { movedSection, withDish, withoutDish } from '../hooks/menuSections';
import { DishDialog } from './DishDialog';
import { DishRow } from './DishRow';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

type Editing = { dish: MenuItem | null } | null;

/** The menu editor, each change saved at once so students' open menus follow live (docs/product.md#the-menu-editor). */
export function VendorMenuPage() {
  useDocumentTitle('Menu Editor');
  const menuKey = queryKeys.vendorMenu(useSession().user?.uid ?? '');
  const menu = useQuery({ queryKey: menuKey, queryFn: ({ signal }) => fetchVendorMenu(signal) });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const sections = menu.data?.sections ?? [];
  // Each saved change applies to the latest cached list, not this render's, so two saves answered back to back both show.
  const update = (change: (current: MenuSection[]) => MenuSection[]) =>
    queryClient.setQueryData<VendorMenu>(menuKey, (current) => current && { ...current, sections: change(current.sections) });
  const moveSection = useMutation({
    mutationFn: ({ index, by }: { index: number; by: -1 | 1 }) => orderSections(movedSection(sections, index, by)),
    onSuccess: (answer) => queryClient.setQueryData(menuKey, answer),
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <TitleRow title="Menu Editor">
        <Button component={RouterLink} to={paths.vendorDashboard}>
          Back to orders
        </Button>
      </TitleRow>
      {menu.status === 'pending' && <Skeleton role="status" aria-label="Loading menu" variant="rounded" height={240} />}
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
          <MutationError mutation={moveSection} fallback="Could not move the section. Please try again." />
          {sections.length === 0 && <Typography color="text.secondary">No dishes yet. Add the first one.</Typography>}
          {sections.map((section, index) => (
            <SectionCard
              key={section.name}
              id={`menu-section-${index}`}
              title={`${section.name} (${section.items.length})`}
              action={([-1, 1] as const).map((by) => (
                <IconButton
                  key={by}
                  aria-label={`Move ${section.name} ${by < 0 ? 'up' : 'down'}`}
                  onClick={() => moveSection.mutate({ index, by })}
                  disabled={moveSection.isPending || !sections[index + by]}
                >
                  {by < 0 ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
                </IconButton>
              ))}
            >
              {section.items.map((dish) => (
                <DishRow
                  key={dish._id}
                  dish={dish}
                  onEdit={() => setEditing({ dish })}
                  onSaved={(saved) => update((current) => withDish(current, saved))}
                  onRemoved={() => update((current) => withoutDish(current, dish._id))}
                />
              ))}
            </SectionCard>
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
