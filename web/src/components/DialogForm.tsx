import type { FormEvent, ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A dialog's form around its DialogTitle, DialogContent and DialogActions, laid out as the dialog lays them out
 * itself: the content scrolls, and the title and the buttons stay in view. A plain block form between the dialog
 * and them makes the whole dialog scroll instead, which on a phone put the dish dialog's Add Dish button below the fold,
 * where a tap that had just landed on it could find the dialog scrolled and the button gone from under it.
 */
export function DialogForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {children}
    </Box>
  );
}
