import type { FormEvent, ReactNode } from 'react';
import { Card, CardContent, Stack, Typography, type SxProps, type Theme } from '@mui/material';

interface Props {
  /** The heading's id is `${id}-heading`, and it names the section. */
  id: string;
  title: ReactNode;
  /** Beside the heading: the section's own buttons. */
  action?: ReactNode;
  /** Makes the card's content a form, sent here (the browser's own checks stay off). */
  onSubmit?: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a section of its screen, named by its heading, as every panel of the consoles and the tracking page is. */
export function SectionCard({ id, title, action, onSubmit, sx, children }: Props) {
  const headingId = `${id}-heading`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Card component="section" aria-labelledby={headingId} sx={sx}>
      <CardContent {...(onSubmit && { component: 'form', noValidate: true, onSubmit: submit })}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800, flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
