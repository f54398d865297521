import { Drawer, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { MenuSection } from '@campuseats/common/restaurants';

export interface CategoriesDrawerProps {
  sections: MenuSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (name: string) => void;
}

const HEADING_ID = 'categories-panel-heading';

/** The side panel listing the menu's categories (loaded by CategoriesPanel when first opened); a dialog named by its heading. */
export function CategoriesDrawer({ sections, open, onOpenChange, onSelect }: CategoriesDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => onOpenChange(false)}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': HEADING_ID, sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ p: 2, fontWeight: 800 }}>
        Categories
      </Typography>
      <List>
        {sections.map((section) => (
          <ListItem key={section.name} disablePadding>
            <ListItemButton onClick={() => onSelect(section.name)}>
              <ListItemText primary={section.name} secondary={`${section.items.length} items`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Drawer>
  );
}
