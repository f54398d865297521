import { Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { MenuSection } from '@campuseats/common/restaurants';

export interface CategoriesDrawerProps {
  sections: MenuSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (name: string) => void;
}

/** The side panel listing the menu's categories (loaded by CategoriesPanel when first opened). */
export function CategoriesDrawer({ sections, open, onOpenChange, onSelect }: CategoriesDrawerProps) {
  return (
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
  );
}
