import type { FormEvent, ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A dialog's form laid out as the dialog itself: the content scrolls while the title and the buttons stay in view on a
 * phone. A field scrolled to for its message keeps its floating label in view above it, not under the title.
 */
export function DialogForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, '& input, & textarea': { scrollMarginTop: 24 } }}
    >
      {children}
    </Box>
  );
}
