import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A text field's hint: what is wrong on the left, how much of the limit is used on the right. */
export function CountedHelperText({ message, length, max }: { message: ReactNode; length: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span>
      <span>
        {length}/{max}
      </span>
    </Box>
  );
}
