import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AuditEntry } from '@campuseats/common/admin';
import { queryKeys } from '@/lib/query/queryKeys';
import { usePagedQuery } from '@/lib/query/usePagedQuery';
import { fetchAuditPage } from '../api/admin';
import { formatCampusDateTime } from '../hooks/campusTime';
import { ACTION_WORDS, actorText, changesOf, targetText } from '../hooks/auditText';
import { AdminScreen } from './AdminScreen';
import { PagedList } from './PagedList';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** One entry: what was done, to what, what it changed, and who did it when. */
function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const action = ACTION_WORDS[entry.action];
  const changes = changesOf(entry);
  return (
    <Card component="article" aria-label={`${action}, ${targetText(entry.target)}`} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography sx={{ fontWeight: 700 }}>{action}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {targetText(entry.target)}
        </Typography>
        {changes.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
            {changes.map((change) => (
              <Box key={change.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {change.field}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {change.before === null ? change.after : `${change.before} → ${change.after ?? '—'}`}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          By {actorText(entry)} · <time dateTime={entry.at}>{formatCampusDateTime(entry.at)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The audit log (docs/product.md#admin-console): every admin action, newest first, 50 at a time. Read only. */
export function AuditLogPage() {
  useDocumentTitle('Audit Log');
  const entries = usePagedQuery({
    queryKey: queryKeys.audit,
    load: async (cursor, signal) => {
      const page = await fetchAuditPage(cursor, signal);
      return { items: page.entries, nextCursor: page.nextCursor };
    },
    keyOf: (entry: AuditEntry) => entry.id,
    failed: 'Something went wrong. Please try again.',
  });
  return (
    <AdminScreen title="Audit log" intro="Every change an admin made, newest first. Times are India Standard Time.">
      <PagedList list={entries} noun="entries" empty="No admin has changed anything yet.">
        {(entry) => <AuditEntryCard entry={entry} />}
      </PagedList>
    </AdminScreen>
  );
}
