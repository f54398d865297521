import { Drawer, Fab, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { MenuSection } from '@campuseats/common/restaurants';

interface Props {
  sections: MenuSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (name: string) => void;
}

/** The side panel of menu categories: a floating button opens it on desktop, the bottom bar on phones. */
export function CategoriesPanel({ sections, open, onOpenChange, onSelect }: Props) {
  return (
    <>
      <Fab variant="extended" color="primary" onClick={() => onOpenChange(true)} sx={{ display: { xs: 'none', md: 'inline-flex' }, position: 'fixed', right: 32, bottom: 32 }}>
        <MenuBookIcon sx={{ mr: 1 }} />
        Categories
      </Fab>
      <Drawer anchor="right" open={open} onClose={() => onOpenChange(false)} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
        <Typography variant="h6" component="h2" sx={{ p: 2, fontWeight: 800 }}>
          Categories
        </Typography>
        <List>
          {sections.map((section) => (
            <ListItemButton key={section.name} onClick={() => onSelect(section.name)}>
              <ListItemText primary={section.name} secondary={`${section.items.length} items`} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </>
  );
}
