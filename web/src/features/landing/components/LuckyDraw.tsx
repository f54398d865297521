import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { LUCKY_DRAW_MESSAGES, luckyDrawEntrySchema, type LuckyDrawEntryInput } from '@campuseats/common/luckyDraw';
import { errorMessage } from '@/lib/apiClient';
import { enterLuckyDraw } from '../api/luckyDraw';

type Fields = Required<LuckyDrawEntryInput>;
const EMPTY: Fields = { name: '', email: '', mobile: '' };

type Outcome = { severity: 'success' | 'error'; message: string } | null;

/** The lucky-draw form (docs/product.md#landing-page): one entry per email, stored by the API. */
export function LuckyDraw() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const entry = useMutation({
    mutationFn: enterLuckyDraw,
    onSuccess: ({ name }) => {
      setOutcome({ severity: 'success', message: LUCKY_DRAW_MESSAGES.thanks(name) });
      setFields(EMPTY);
    },
    onError: (error) => setOutcome({ severity: 'error', message: errorMessage(error, 'Something went wrong. Please try again.') }),
  });

  const change = (field: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    setOutcome(null);
  };
  // What each field takes from its name: the form's name for it, its value and its change.
  const field = (name: keyof Fields) => ({ name, value: fields[name], onChange: change(name) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the server's, checked first so a mistake is explained without a round trip.
    const parsed = luckyDrawEntrySchema.safeParse(fields);
    if (parsed.success) entry.mutate(parsed.data);
    else setOutcome({ severity: 'error', message: parsed.error.issues[0]?.message ?? LUCKY_DRAW_MESSAGES.missingFields });
  };

  return (
    <Box component="section" id="lucky-draw" tabIndex={-1} aria-labelledby="lucky-draw-heading" sx={{ py: { xs: 6, md: 10 }, outline: 'none' }}>
      <Container sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 8 }, alignItems: 'center' }}>
        <Box sx={{ textAlign: { xs: 'center', md: 'left' } }}>
          <Box
            component="img"
            src="/images/landing/lucky-draw.svg"
            alt=""
            width={320}
            height={240}
            loading="lazy"
            sx={{ width: '100%', maxWidth: { xs: 240, md: 320 }, height: 'auto' }}
          />
          <Typography id="lucky-draw-heading" variant="h3" component="h2" sx={{ mt: 2, fontSize: { xs: '2rem', md: '2.75rem' } }}>
            Lucky Draw
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: { xs: 'auto', md: 0 } }}>
            Enter this month's draw and one student wins free lunches for a week from any campus eatery. One entry per email; we announce the winner on
            Instagram.
          </Typography>
        </Box>
        <Paper
          component="form"
          variant="outlined"
          noValidate
          onSubmit={submit}
          aria-labelledby="lucky-draw-heading"
          sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4, boxShadow: '0 12px 32px rgba(0,0,0,0.08)' }}
        >
          <Stack spacing={2}>
            <TextField label="Name" autoComplete="name" {...field('name')} required fullWidth />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} required fullWidth />
            <TextField label="Mobile" type="tel" autoComplete="tel" {...field('mobile')} required fullWidth slotProps={{ htmlInput: { inputMode: 'tel' } }} />
            {outcome && (
              <Alert severity={outcome.severity} role="alert">
                {outcome.message}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" loading={entry.isPending}>
              Enter the Lucky Draw
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
