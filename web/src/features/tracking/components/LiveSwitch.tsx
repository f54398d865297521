import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useOnline } from '@/lib/connection';

/** The "Real-time Updates" checkbox: checked, the page listens to Firestore (docs/product.md#order-tracking). */
export function LiveSwitch({ live, onChange }: { live: boolean; onChange: (live: boolean) => void }) {
  // Offline nothing arrives, whatever the switch says: it shows the paused state, and the page's offline note says why.
  const online = useOnline();
  const following = live && online;
  const state = following ? 'Live updates enabled' : 'Updates paused';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <FormControlLabel control={<Checkbox checked={live} onChange={(event) => onChange(event.target.checked)} />} label="Real-time Updates" />
      <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 0.75 }}>
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: following ? 'success.main' : 'text.disabled',
            animation: following ? 'liveDot 1.6s ease-in-out infinite' : 'none',
            '@keyframes liveDot': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } },
          }}
        />
        <Typography variant="body2" color={following ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
          {state}
        </Typography>
      </Stack>
    </Stack>
  );
}
