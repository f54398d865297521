import { useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_LIMITS, type AdminUser } from '@campuseats/common/admin';
import { queryKeys } from '@/lib/query/queryKeys';
import { usePagedQuery } from '@/lib/query/usePagedQuery';
import { useSession } from '@/lib/session';
import { fetchAccounts } from '../api/admin';
import type { AccountChange } from '../hooks/accountText';
import { AccountCard } from './AccountCard';
import { AccountChangeDialog } from './AccountChangeDialog';
import { AccountDeletionDialog } from './AccountDeletionDialog';
import { AdminScreen } from './AdminScreen';
import { PagedList } from './PagedList';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const FAILED = 'Something went wrong. Please try again.';

/** The search box: it shows the address's search (also after Back), and Search puts what it holds there. */
function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  // React's way to follow a prop into state without an effect: the box keeps its focus, unlike a remount.
  const [followed, setFollowed] = useState(search);
  if (followed !== search) {
    setFollowed(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 3 }}>
      <TextField
        label="Email or name"
        type="search"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { maxLength: ADMIN_LIMITS.searchMax, enterKeyHint: 'search', autoCapitalize: 'none', spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}

/** Accounts, searched by the address's `?search=` so back and refresh keep it; changes only after a confirmation (docs/product.md#admin-console). */
export function AccountsPage() {
  useDocumentTitle('Accounts');
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const accounts = usePagedQuery({
    queryKey: queryKeys.accounts(search),
    load: async (cursor, signal) => {
      const page = await fetchAccounts(search, cursor, signal);
      return { items: page.users, nextCursor: page.nextCursor };
    },
    keyOf: (account: AdminUser) => account.uid,
    failed: FAILED,
  });
  const [asking, setAsking] = useState<{ account: AdminUser; change: AccountChange } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const myUid = useSession().user?.uid;

  return (
    <AdminScreen
      title="Accounts"
      intro="Find an account by the start of its email or of a word of its name. Change its role, or disable it to end its sessions."
    >
      <SearchForm search={search} onSearch={(wanted) => setParams(wanted ? { search: wanted } : {})} />
      <PagedList list={accounts} noun="accounts" empty={search ? `No account’s email or name starts with “${search}”.` : 'No accounts yet.'}>
        {(account) => (
          <AccountCard
            account={account}
            isYou={account.uid === myUid}
            onAsk={(change) => setAsking({ account, change })}
            onAskDelete={() => setDeleting(account)}
          />
        )}
      </PagedList>
      {asking && (
        <AccountChangeDialog
          account={asking.account}
          change={asking.change}
          onClose={() => setAsking(null)}
          onDone={(changed) => {
            accounts.replace(changed);
            setAsking(null);
          }}
        />
      )}
      {deleting && (
        <AccountDeletionDialog
          account={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            accounts.remove(deleting.uid);
            setDeleting(null);
          }}
        />
      )}
    </AdminScreen>
  );
}
