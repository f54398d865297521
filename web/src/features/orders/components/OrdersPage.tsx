import { Suspense, useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  FormControl,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import SearchIcon from '@mui/icons-material/Search';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@campuseats/common/orders';
import { ORDER_STATUS_FILTERS, ORDER_STATUS_FILTER_VALUES } from '@campuseats/common/orderStatus';
import { SEARCH_MAX_LENGTH } from '@campuseats/common/restaurantOptions';
import { RetryAlert } from '@/components/RetryAlert';
import { errorMessage } from '@/lib/apiClient';
import { useCart } from '@/lib/cart/CartContext';
import { queryKeys } from '@/lib/query/queryKeys';
import { usePagedQuery } from '@/lib/query/usePagedQuery';
import { useFocusFirstNew } from '@/lib/useFocusOnChange';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { lazyNow } from '@/lib/lazyNow';
import { fetchOrdersPage, reorder } from '../api/orders';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { VisuallyHidden } from '@/components/VisuallyHidden';

// The cards and the reorder question load beside the first call so the heading and search draw without them
// (docs/bench/2026-11-first-paint.md#every-other-route).
const OrderCard = lazyNow(() => import('./OrderCard'), 'OrderCard');
const ReorderDialog = lazyNow(() => import('./ReorderDialog'), 'ReorderDialog');

const SEARCH_DELAY_MS = 300;

function OrdersSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardContent>
            <Skeleton width="40%" height={32} />
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** "Past Orders" (docs/product.md#past-orders): search, status filter, cards, Load More; searching and filtering happen on the server. */
const shownCountText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} shown`;

export function OrdersPage() {
  useDocumentTitle('Past Orders');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = ORDER_STATUS_FILTER_VALUES.find((candidate) => candidate === params.get('status'));
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  // Back and forward change the URL's search: the box follows, rather than typing its old text back into the URL.
  const [urlSearch, setUrlSearch] = useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== searchText.trim()) setSearchText(search);
  }
  const uid = useSession().user?.uid ?? '';
  // Page after page ("Load More Orders"); a new search or filter starts again from the newest.
  const history = usePagedQuery({
    queryKey: queryKeys.orders(uid, { search, status }),
    load: (cursor, signal) => fetchOrdersPage(search, status, cursor, signal),
    keyOf: (order: Order) => order.id,
    failed: 'Something went wrong. Please try again.',
    // A returning student's page draws before Auth names them; asking before would ask twice, under two names.
    enabled: uid !== '',
  });
  const more = useFocusFirstNew(history.shown?.items.length ?? 0);
  const { cart, replaceCart, notify } = useCart();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const reorderCart = useMutation({
    mutationFn: (order: Order) => reorder(order.id),
    onSuccess: (answer, order) => {
      replaceCart(answer.data);
      notify(answer.message ?? `Added ${order.restaurant.name}'s dishes to your cart at today's prices`, answer.skipped?.length ? 'warning' : 'success');
      navigate(paths.restaurant(order.restaurantId));
    },
    onError: (error) => notify(errorMessage(error, 'Failed to add item to cart'), 'error'),
  });
  const runReorder = (order: Order) => {
    setConfirming(null);
    reorderCart.mutate(order);
  };

  // A search or filter lands in the URL (so back and refresh keep it) and keeps the page where the student scrolled it.
  const setParam = useCallback(
    (name: 'search' | 'status', value: string, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  // Typing waits for a pause before it searches.
  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => setParam('search', searchText.trim(), true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setParam]);

  // Reorder replaces the cart: ask first when there is something in it.
  const askReorder = (order: Order) => (cart.items.length > 0 ? setConfirming(order) : runReorder(order));

  const filtered = Boolean(search || status);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        Past Orders
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {/* OutlinedInput and a native select, not TextField and Select, keep MUI's menu and modal code off the first paint. */}
        <FormControl size="small" fullWidth>
          <InputLabel htmlFor="orders-search">Search orders</InputLabel>
          <OutlinedInput
            id="orders-search"
            type="search"
            label="Search orders"
            placeholder="Order number or eatery"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            inputProps={{ maxLength: SEARCH_MAX_LENGTH }}
            startAdornment={<SearchIcon sx={{ mr: 1, color: 'action.active' }} />}
          />
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel htmlFor="orders-status" shrink>
            Status
          </InputLabel>
          <NativeSelect
            input={<OutlinedInput label="Status" notched />}
            inputProps={{ id: 'orders-status' }}
            value={status ?? ''}
            onChange={(event) => setParam('status', event.target.value)}
          >
            <option value="">All orders</option>
            {ORDER_STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      </Stack>

      {/* Always there, so that a screen reader hears what a search or a status filter found. */}
      <VisuallyHidden live>
        {history.shown && (history.shown.items.length === 0 ? 'No orders found' : shownCountText(history.shown.items.length))}
      </VisuallyHidden>
      {history.status === 'loading' && (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            Loading orders...
          </Typography>
          <OrdersSkeleton />
        </>
      )}
      {history.status === 'error' && (
        <RetryAlert onRetry={history.retry}>
          <Typography sx={{ fontWeight: 700 }}>Failed to load orders</Typography>
          {history.error}
        </RetryAlert>
      )}
      {history.shown?.items.length === 0 && (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 8, gap: 1.5 }}>
          <ReceiptLongIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            No orders found
          </Typography>
          <Typography color="text.secondary">{filtered ? 'No orders match this search or status.' : "Looks like you haven't placed any orders yet"}</Typography>
          {filtered ? (
            <Button
              variant="outlined"
              onClick={() => {
                setSearchText('');
                setParams({});
              }}
            >
              Clear filters
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.restaurants} variant="contained" size="large">
              Order Now
            </Button>
          )}
        </Stack>
      )}
      {history.shown && history.shown.items.length > 0 && (
        <Stack spacing={2}>
          <Suspense fallback={<OrdersSkeleton />}>
            {history.shown.items.map((order, index) => (
              <OrderCard
                key={order.id}
                order={order}
                onReorder={askReorder}
                reordering={reorderCart.isPending && reorderCart.variables.id === order.id}
                {...more.targetOf(index)}
              />
            ))}
          </Suspense>
          {history.moreError && <Alert severity="error">{history.moreError}</Alert>}
          {history.shown.nextCursor && (
            <Box sx={{ textAlign: 'center', pt: 1 }}>
              <Button variant="outlined" size="large" onClick={more.loadWith(history.loadMore)} disabled={history.loadingMore}>
                {history.loadingMore ? 'Loading...' : 'Load More Orders'}
              </Button>
            </Box>
          )}
        </Stack>
      )}

      <Suspense fallback={null}>
        <ReorderDialog order={confirming} cartVendorName={cart.vendorName} onKeep={() => setConfirming(null)} onReorder={runReorder} />
      </Suspense>
    </Container>
  );
}
