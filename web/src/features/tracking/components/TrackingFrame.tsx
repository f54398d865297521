import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { LoadingStatus } from '@/components/LoadingStatus';
import { OfflineNote } from '@/components/OfflineNote';
import { TitleRow } from '@/components/TitleRow';
import { LiveSwitch } from './LiveSwitch';

// On a phone the order's place is held until it is drawn, so the list below is not pushed under the student's eyes.
export const loadingOrder = <LoadingStatus text="Loading order..." minHeight={{ xs: 'calc(100dvh - 200px)', md: 0 }} />;

export interface LiveChoice {
  live: boolean;
  onLiveChange: (live: boolean) => void;
}

export function TrackingFrame({ live, onLiveChange, orders, children }: LiveChoice & { orders: ReactNode; children: ReactNode }) {
  return (
    <Container sx={{ py: 3 }}>
      <TitleRow title="Order Tracking">
        <LiveSwitch live={live} onChange={onLiveChange} />
      </TitleRow>
      <OfflineNote sx={{ mb: 2 }}>
        You're offline. This page shows the last status this device saw, and updates by itself when the connection returns.
      </OfflineNote>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' }, alignItems: 'start' }}>
        <Box sx={{ order: { xs: 2, md: 1 } }}>{orders}</Box>
        <Box component="section" aria-label="Selected order" sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
