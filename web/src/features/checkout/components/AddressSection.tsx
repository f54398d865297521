import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, FormControlLabel, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Address } from '@campuseats/common/addresses';
import { RetryAlert } from '@/components/RetryAlert';
import { SectionCard } from '@/components/SectionCard';
import { errorMessage } from '@/lib/apiClient';
import { useRefetchWhenBackOnline } from '@/lib/query/useRefetchWhenBackOnline';
import { useAddresses, useAddressesChanged } from '@/lib/addresses/useAddresses';
import { profileQuery } from '@/lib/query/signedInQueries';
import { useSession } from '@/lib/session';
import { lazyOnDemand, usePreloadAfterPaint } from '@/lib/lazyNow';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { placeLine } from '@/lib/addressText';

// The form (and zod, which checks it) is asked for once the addresses are drawn: most students pick a saved one.
const NewAddressForm = lazyOnDemand(() => import('./NewAddressForm'), 'NewAddressForm');

interface Props {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

function AddressText({ address }: { address: Address }) {
  return (
    // A landmark may be a pasted map link: it wraps rather than widen the page.
    <Box sx={{ py: 1, overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{address.label}</Typography>
        {address.isDefault && <Chip label="Default" size="small" />}
      </Stack>
      <Typography variant="body2">{address.street}</Typography>
      {address.landmark && (
        <Typography variant="body2" color="text.secondary">
          {address.landmark}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {placeLine(address)} · {address.phone}
      </Typography>
    </Box>
  );
}

/** The student's addresses (default, else first, preselected) and the form to add one, which is then selected, in a card. */
export function AddressSection({ selectedId, onSelect }: Props) {
  const uid = useSession().user?.uid ?? '';
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const result = useAddresses(uid);
  const changed = useAddressesChanged(uid);
  const addresses = result.status === 'success' ? result.data : null;
  const { refetch } = result;
  const formShown = addresses !== null && (adding || addresses.length === 0);
  // A student without a saved address finds the place they gave at signup in the form (docs/product.md#checkout).
  const bookEmpty = addresses?.length === 0;
  const student = useQuery({ ...profileQuery(uid), enabled: bookEmpty });
  const waitingForStudent = bookEmpty && !adding && student.isPending;
  // The form replaces Add New Address: once it is saved or cancelled, the button takes the focus back.
  const addButtonRef = useFocusOnChange<HTMLButtonElement>(formShown);
  usePreloadAfterPaint(addresses !== null, NewAddressForm);

  useRefetchWhenBackOnline(result);

  useEffect(() => {
    if (!addresses) return;
    if (justAdded && addresses.some((address) => address._id === justAdded)) {
      onSelect(justAdded);
      setJustAdded(null);
      return;
    }
    if (!selectedId || !addresses.some((address) => address._id === selectedId)) {
      onSelect((addresses.find((address) => address.isDefault) ?? addresses[0])?._id ?? null);
    }
  }, [addresses, justAdded, selectedId, onSelect]);

  const added = (address: Address) => {
    setAdding(false);
    setJustAdded(address._id);
    void changed();
  };

  return (
    <SectionCard id="checkout-address" title="Delivery Address">
      {result.status === 'pending' && (
        <Stack spacing={1} role="status" aria-label="Loading addresses">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      )}
      {result.status === 'error' && (
        <RetryAlert retryLabel="Try Again" onRetry={() => void refetch()}>
          Failed to load addresses: {errorMessage(result.error, 'Failed to fetch addresses')}
        </RetryAlert>
      )}
      {addresses && addresses.length === 0 && !adding && <Typography color="text.secondary">No saved addresses yet. Add one to deliver to.</Typography>}
      {addresses && addresses.length > 0 && (
        <RadioGroup aria-labelledby="checkout-address-heading" value={selectedId ?? ''} onChange={(event) => onSelect(event.target.value)}>
          {addresses.map((address) => (
            <FormControlLabel
              key={address._id}
              value={address._id}
              control={<Radio />}
              label={<AddressText address={address} />}
              sx={{ alignItems: 'flex-start', mx: 0, '& .MuiRadio-root': { mt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      )}
      {addresses &&
        (waitingForStudent ? (
          <Skeleton variant="rounded" height={240} />
        ) : formShown ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <NewAddressForm
              onAdded={added}
              onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
              openedByTap={adding}
              student={bookEmpty ? student.data?.user : undefined}
            />
          </Suspense>
        ) : (
          <Button ref={addButtonRef} startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
            Add New Address
          </Button>
        ))}
    </SectionCard>
  );
}
