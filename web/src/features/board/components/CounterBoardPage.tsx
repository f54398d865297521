import { useState } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { BOARD_COLUMN_TITLES, BOARD_STATES, type BoardState } from '@campuseats/common/pickup';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { RetryAlert } from '@/components/RetryAlert';
import { boardColumnsOf, useBoardEatery, useBoardTokens } from '../hooks/useCounterBoard';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// Sized by the screen, so one board fills a TV or a tablet without scrolling (docs/product.md#counter-board).
const TITLE_SIZE = 'clamp(1.5rem, min(3.5vw, 5vh), 3.5rem)';

/** Tokens as large as the busiest column leaves room for: a rush's tokens all show whole, smaller, instead of running off the screen. */
function tokenSize(busiest: number): string {
  const scale = busiest <= 8 ? 1 : busiest <= 18 ? 0.7 : busiest <= 36 ? 0.5 : 0.36;
  return `clamp(${1.75 * scale}rem, min(${5 * scale}vw, ${7 * scale}vh), ${5.5 * scale}rem)`;
}

function BoardColumn({ state, tokens, size }: { state: BoardState; tokens: readonly string[]; size: string }) {
  const ready = state === 'ready';
  const titleId = `board-${state}`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', borderRadius: 2, p: { xs: 1.5, md: 3 }, bgcolor: ready ? 'success.main' : 'action.hover' }}
    >
      <Typography id={titleId} component="h2" sx={{ fontSize: TITLE_SIZE, fontWeight: 900, color: ready ? 'success.contrastText' : 'text.primary', mb: 2 }}>
        {BOARD_COLUMN_TITLES[state]}
      </Typography>
      {tokens.length === 0 ? (
        <Typography sx={{ fontSize: '1.25rem', color: ready ? 'success.contrastText' : 'text.secondary' }}>No orders here right now</Typography>
      ) : (
        <Box
          component="ul"
          aria-live={ready ? 'polite' : undefined}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            // In the tokens' own size, so that a box holds a token of the busiest day ("N-1000") on one line.
            fontSize: size,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7ch), 1fr))',
            alignContent: 'start',
          }}
        >
          {tokens.map((token) => (
            <Box
              component="li"
              key={token}
              data-testid={`board-token-${state}`}
              sx={{
                fontWeight: 900,
                whiteSpace: 'nowrap',
                lineHeight: 1.2,
                textAlign: 'center',
                borderRadius: 1.5,
                bgcolor: 'background.paper',
                color: 'text.primary',
                py: 0.5,
              }}
            >
              {token}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The counter board (docs/product.md#counter-board): the day's pickup tokens by column, live, with no login. */
export function CounterBoardPage() {
  useDocumentTitle('Counter Board');
  const { id = '' } = useParams();
  const eateryId = documentIdSchema.safeParse(id).success ? id : '';
  const [attempt, setAttempt] = useState(0);
  const eatery = useBoardEatery(eateryId, attempt);
  const tokens = useBoardTokens(eateryId, attempt);

  let body;
  if (eatery.status === 'success' && eatery.data === null) {
    body = <Typography role="alert">There is no eatery at this address.</Typography>;
  } else if (tokens.status === 'error' || eatery.status === 'error') {
    body = <RetryAlert onRetry={() => setAttempt((count) => count + 1)}>The board could not be loaded.</RetryAlert>;
  } else if (tokens.status === 'loading') {
    body = (
      <Box role="status" aria-label="Loading the board" sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
        <CircularProgress />
      </Box>
    );
  } else {
    const columns = boardColumnsOf(tokens.data);
    const size = tokenSize(Math.max(...BOARD_STATES.map((state) => columns[state].length)));
    body = (
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gap: { xs: 1.5, md: 3 }, gridTemplateColumns: '1fr 1fr' }}>
        {BOARD_STATES.map((state) => (
          <BoardColumn key={state} state={state} tokens={columns[state]} size={size} />
        ))}
      </Box>
    );
  }

  return (
    <Stack sx={{ height: '100dvh', p: { xs: 1.5, md: 3 }, gap: { xs: 1.5, md: 3 }, boxSizing: 'border-box', overflow: 'hidden' }}>
      <Typography component="h1" sx={{ fontSize: TITLE_SIZE, fontWeight: 900 }}>
        {eatery.status === 'success' && eatery.data ? eatery.data.name : 'Order board'}
      </Typography>
      {body}
    </Stack>
  );
}
