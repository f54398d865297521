import { Suspense, lazy, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { formatRupees } from '@campuseats/common/pricing';
import type { DataExport } from '@campuseats/common/dataExport';
import { MutationError } from '@/components/MutationError';
import { fetchOwnData } from '../api/dataRights';
import { YourDataPanel } from './ProfilePlaceholders';

// The deletion dialog (its form, the password check through Firebase Auth) loads when the student opens it.
const DeleteAccountDialog = lazy(async () => ({ default: (await import('./DeleteAccountDialog')).DeleteAccountDialog }));

const EXPORT_FILE_NAME = 'campuseats-my-data.json';
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the downloaded file holds, in a line each. */
function summaryOf(data: DataExport): string[] {
  return [
    data.profile ? `Profile: ${data.account.email ?? ''}` : 'No profile',
    count(data.addresses.length, 'saved address', 'saved addresses'),
    data.cart ? `A cart at ${data.cart.vendorName}` : 'An empty cart',
    count(data.orders.length, 'order'),
    count(data.reviews.length, 'review'),
    count(data.notifications.length, 'notification'),
    `Wallet: ${formatRupees(data.wallet.balance)}, ${count(data.wallet.movements.length, 'movement')}`,
    count(data.luckyDrawEntries.length, 'lucky-draw entry', 'lucky-draw entries'),
  ];
}

/** Hands the browser one JSON file to save (a data URL: nothing to revoke afterwards). */
function saveFile(data: DataExport) {
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(data, null, 2))}`;
  Object.assign(document.createElement('a'), { href, download: EXPORT_FILE_NAME }).click();
}

/** Your data (docs/product.md#your-data): download a copy of it, or delete the account. */
export function YourDataSection({ uid }: { uid: string }) {
  const download = useMutation({ mutationFn: () => fetchOwnData(), onSuccess: saveFile });
  const [deleting, setDeleting] = useState(false);
  return (
    <YourDataPanel
      onDownload={() => download.mutate()}
      downloading={download.isPending}
      downloaded={
        <>
          <MutationError mutation={download} fallback="Could not download your data. Please try again." />
          {download.isSuccess && (
            <Alert severity="success">
              Your data was downloaded as {EXPORT_FILE_NAME}. It holds:
              <List dense disablePadding aria-label="What your data holds">
                {summaryOf(download.data).map((line) => (
                  <ListItem key={line} disableGutters>
                    <ListItemText primary={line} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </>
      }
      onDelete={() => setDeleting(true)}
    >
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog uid={uid} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </YourDataPanel>
  );
}
