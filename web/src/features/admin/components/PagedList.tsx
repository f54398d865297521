import type { ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { RetryAlert } from '@/components/RetryAlert';
import type { PagedQueryState } from '@/lib/query/usePagedQuery';
import { useFocusFirstNew } from '@/lib/useFocusOnChange';

interface Props<T> {
  list: PagedQueryState<T>;
  /** What the list holds, in the plural: "accounts", "entries". */
  noun: string;
  empty: string;
  children: (item: T) => ReactNode;
}

/** An admin list read page by page in each of its states; a later page that fails keeps what is shown. */
export function PagedList<T>({ list, noun, empty, children }: Props<T>) {
  const more = useFocusFirstNew(list.shown?.items.length ?? 0);
  if (list.status === 'loading') {
    return (
      <Stack role="status" aria-label={`Loading ${noun}`} spacing={1.5}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  if (!list.shown) {
    return (
      <RetryAlert onRetry={list.retry}>
        Failed to load {noun}: {list.error}
      </RetryAlert>
    );
  }
  if (list.shown.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.shown.items.map((item, index) => (
          <Box component="li" key={list.keyOf(item)} {...more.targetOf(index)}>
            {children(item)}
          </Box>
        ))}
      </Stack>
      {list.moreError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Could not load more {noun}: {list.moreError}
        </Alert>
      )}
      {list.shown.nextCursor && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={more.loadWith(list.loadMore)} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading...' : 'More'}
          </Button>
        </Box>
      )}
    </>
  );
}
