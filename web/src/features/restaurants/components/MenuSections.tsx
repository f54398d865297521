import { Box, ButtonBase, Chip, Collapse, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuSection } from '@campuseats/common/restaurants';
import { MenuItemCard } from './MenuItemCard';
import { INSET_FOCUS_RING } from '@/config/focusRing';

export const sectionAnchorId = (name: string) => `menu-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

interface Props {
  sections: MenuSection[];
  collapsed: ReadonlySet<string>;
  onToggle: (name: string) => void;
  onJump: (name: string) => void;
}

export function MenuSections({ sections, collapsed, onToggle, onJump }: Props) {
  return (
    <Box component="section" aria-labelledby="menu-heading">
      <Typography id="menu-heading" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        Menu
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'nowrap', overflowX: 'auto', pb: 1, mb: 2, '& .MuiChip-root.Mui-focusVisible': INSET_FOCUS_RING }}
        role="navigation"
        aria-label="Menu categories"
      >
        {sections.map((section) => (
          <Chip key={section.name} label={`${section.name} (${section.items.length})`} onClick={() => onJump(section.name)} variant="outlined" clickable />
        ))}
      </Stack>
      {sections.map((section) => {
        const open = !collapsed.has(section.name);
        const bodyId = `${sectionAnchorId(section.name)}-items`;
        return (
          <Box
            key={section.name}
            id={sectionAnchorId(section.name)}
            sx={{ scrollMarginTop: 80, mb: 2, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}
          >
            <ButtonBase
              onClick={() => onToggle(section.name)}
              aria-expanded={open}
              aria-controls={bodyId}
              sx={{ width: '100%', justifyContent: 'space-between', p: 2, bgcolor: 'action.hover', '&.Mui-focusVisible': INSET_FOCUS_RING }}
            >
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {section.name} ({section.items.length})
              </Typography>
              <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />
            </ButtonBase>
            <Collapse in={open} id={bodyId}>
              {section.items.map((item) => (
                <MenuItemCard key={item._id} item={item} layout="row" />
              ))}
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}
