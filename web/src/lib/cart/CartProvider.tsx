import { Suspense, lazy, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { Cart, CartResponse } from '@campuseats/common/cart';
import { EMPTY_CART, totalItemsOf } from '@campuseats/common/cartRules';
import { priceOrder } from '@campuseats/common/pricing';
import { ApiClientError, errorMessage } from '@/lib/apiClient';
import { useSession } from '@/lib/session';
import { addToCart, fetchCart, fetchWalletBalance, mergeCart, updateCartItem } from './cartApi';
import { CartContext, type CartContextValue, type NoticeSeverity } from './CartContext';
import { cartFailureMessage } from './cartMessages';
import { applyCartOp, conflictsWith, type AddableItem, type CartOp, type CartVendor } from './cartOps';
import { readStoredCart, writeStoredCart } from './cartStorage';

// Dialogs and snackbars load only when there is something to say: the first page stays light.
const CartFeedback = lazy(async () => ({ default: (await import('./CartFeedback')).CartFeedback }));

interface State {
  /** Whose cart this is: a uid, or null for the cart of a signed-out visitor (kept in browser storage). */
  owner: string | null;
  /** The server's last answer (or the stored cart of a signed-out visitor). */
  confirmed: Cart;
  /** Changes sent or waiting to be sent, oldest first; answers come back in the same order. */
  pending: CartOp[];
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
}

type Action =
  | { type: 'restored'; owner: string | null; cart: Cart }
  | { type: 'loading' }
  | { type: 'loaded'; owner: string | null; cart: Cart }
  | { type: 'load-failed'; message: string }
  | { type: 'reset'; owner: string | null; cart: Cart }
  | { type: 'queued'; op: CartOp }
  | { type: 'answered'; cart: Cart }
  | { type: 'applied-locally' }
  | { type: 'refused' };

// Taps made while the cart loads stay pending and go out once it has loaded; only `reset` (another person,
// or a cart the server answered elsewhere) drops them.
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'restored':
      // The stored cart stands in until a load settles; a load that settled first, or taps, win over it.
      return state.status === 'loading' && state.pending.length === 0 ? { ...state, owner: action.owner, confirmed: action.cart } : state;
    case 'loading':
      return { ...state, status: 'loading', loadError: null };
    case 'loaded':
      return { ...state, owner: action.owner, confirmed: action.cart, status: 'ready', loadError: null };
    case 'load-failed':
      return { ...state, status: 'error', loadError: action.message };
    case 'reset':
      return { owner: action.owner, confirmed: action.cart, pending: [], status: 'ready', loadError: null };
    case 'queued':
      return { ...state, pending: [...state.pending, action.op] };
    case 'answered':
      // The answer is the whole cart, so it also ends a failed load.
      return { ...state, confirmed: action.cart, pending: state.pending.slice(1), status: 'ready', loadError: null };
    case 'applied-locally': {
      const [op, ...rest] = state.pending;
      return op ? { ...state, confirmed: applyCartOp(state.confirmed, op), pending: rest } : state;
    }
    case 'refused':
      return { ...state, pending: state.pending.slice(1) };
  }
}

/** One load of the cart; it resolves with whose cart it loaded: a uid, or null for a signed-out visitor. */
interface Readiness {
  promise: Promise<string | null>;
  resolve: (owner: string | null) => void;
}
function readiness(): Readiness {
  let resolve!: (owner: string | null) => void;
  const promise = new Promise<string | null>((done) => (resolve = done));
  return { promise, resolve };
}

/** Starts waiting for a new load; whoever waited on the previous one wakes up and waits on this one. */
function nextReadiness(holder: { current: Readiness }): Readiness {
  const previous = holder.current;
  holder.current = readiness();
  previous.resolve(null);
  return holder.current;
}

const INITIAL_STATE: State = { owner: null, confirmed: EMPTY_CART, pending: [], status: 'loading', loadError: null };

function send(op: CartOp): Promise<CartResponse> {
  if (op.kind === 'add') {
    return addToCart({ vendorId: op.vendor.id, menuItemId: op.item.menuItemId, quantity: op.quantity, replaceCart: op.replaceCart });
  }
  return updateCartItem({ menuItemId: op.menuItemId, quantity: op.quantity });
}

/** Moves a cart filled while signed out into the account, then answers the account's cart. */
async function loadAccountCart(notify: (message: string, severity: NoticeSeverity) => void): Promise<Cart> {
  const stored = await readStoredCart();
  const guest = stored.owner === null ? stored.cart : EMPTY_CART;
  if (guest.vendor && guest.items.length > 0) {
    try {
      const merged = await mergeCart({ vendorId: guest.vendor, items: guest.items.map((line) => ({ menuItemId: line.menuItem, quantity: line.quantity })) });
      if (merged.message) notify(merged.message, 'info');
      return merged.data;
    } catch (error) {
      // A refusal would repeat at every login: drop that cart and say why. A network failure keeps it for next time.
      if (!(error instanceof ApiClientError) || error.status === 0) throw error;
      notify(errorMessage(error, 'Failed to add item to cart'), 'error');
    }
  }
  return (await fetchCart()).data;
}

/** The details of a 409 that says the cart holds another eatery's dishes (their schema loads with such an answer). */
async function otherEateryOf(error: unknown): Promise<{ cartVendorName: string } | undefined> {
  if (!(error instanceof ApiClientError) || error.status !== 409) return undefined;
  // Without the schema's code (offline) the answer is told as any other failure.
  const schemas = await import('@campuseats/common/cart').catch(() => undefined);
  const parsed = schemas?.otherEateryDetailsSchema.safeParse(error.details);
  return parsed?.success ? parsed.data : undefined;
}

export interface ConflictPrompt {
  vendor: CartVendor;
  item: AddableItem;
  cartVendorName: string;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  // Carts and wallets are for students; staff accounts have neither.
  const shopper = uid !== null && session.role === 'user';
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE);
  const [notice, setNotice] = useState<{ message: string; severity: NoticeSeverity; key: number } | null>(null);
  const [conflict, setConflict] = useState<ConflictPrompt | null>(null);
  const [walletBalance, setWalletBalance] = useState<number | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [walletAttempt, setWalletAttempt] = useState(0);

  // A load of the cart (per session, and per reload) is a generation; its answer counts only while it is the latest.
  const generation = useRef(0);
  // Whose taps are queued: bumped when another person signs in or the cart is replaced; older taps are dropped.
  const epoch = useRef(0);
  const knownUid = useRef<string | null | undefined>(undefined);
  const loaded = useRef<Readiness>(readiness());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(state);
  latest.current = state;

  const notify = useCallback((message: string, severity: NoticeSeverity = 'info') => setNotice({ message, severity, key: Date.now() }), []);

  // Until the session is known, show whatever cart the browser kept, so the badge is right as early as it can be.
  useEffect(() => {
    let current = true;
    readStoredCart().then(
      (stored) => current && dispatch({ type: 'restored', owner: stored.owner, cart: stored.cart }),
      // The load that follows the session reads it again, and reports a failure.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (session.initializing) return;
    if (knownUid.current !== undefined && knownUid.current !== uid) {
      epoch.current++;
      queue.current = Promise.resolve();
      dispatch({ type: 'reset', owner: uid, cart: EMPTY_CART });
    }
    knownUid.current = uid;
    const mine = ++generation.current;
    const ready = nextReadiness(loaded);
    // The owner goes to the taps waiting for this load: state read through a ref would be a render behind.
    const settle = () => {
      if (mine !== generation.current) return;
      ready.resolve(uid);
    };
    if (!uid) {
      readStoredCart()
        .then(
          (stored) => {
            if (mine !== generation.current) return;
            // An account's cart stays with the account: after logout the browser forgets it.
            if (stored.owner !== null) writeStoredCart(null, EMPTY_CART);
            dispatch({ type: 'loaded', owner: null, cart: stored.owner === null ? stored.cart : EMPTY_CART });
          },
          () => mine === generation.current && dispatch({ type: 'load-failed', message: 'Something went wrong. Please try again.' }),
        )
        .finally(settle);
      return;
    }
    if (!shopper) {
      dispatch({ type: 'loaded', owner: uid, cart: EMPTY_CART });
      settle();
      return;
    }
    dispatch({ type: 'loading' });
    loadAccountCart(notify)
      .then(
        (cart) => mine === generation.current && dispatch({ type: 'loaded', owner: uid, cart }),
        (error: unknown) => mine === generation.current && dispatch({ type: 'load-failed', message: errorMessage(error, 'Something went wrong. Please try again.') }),
      )
      .finally(settle);
  }, [session.initializing, uid, shopper, loadAttempt, notify]);

  useEffect(() => {
    if (!shopper) {
      setWalletBalance(null);
      setUseWallet(false);
      return;
    }
    let current = true;
    fetchWalletBalance().then(
      (balance) => current && setWalletBalance(balance),
      () => current && setWalletBalance(null),
    );
    return () => {
      current = false;
    };
  }, [shopper, walletAttempt]);

  // Browser storage follows the settled cart (not the taps still on their way).
  useEffect(() => {
    if (state.status === 'ready' && state.pending.length === 0) writeStoredCart(state.owner, state.confirmed);
  }, [state.status, state.pending.length, state.owner, state.confirmed]);

  const cart = useMemo(() => state.pending.reduce(applyCartOp, state.confirmed), [state.pending, state.confirmed]);
  const displayed = useRef(cart);
  displayed.current = cart;

  /** Resolves with the cart's owner once the current load has settled (waiting again if a newer load started meanwhile). */
  const whenLoaded = useCallback(async (): Promise<string | null> => {
    for (;;) {
      const current = loaded.current;
      const owner = await current.promise;
      if (current === loaded.current) return owner;
    }
  }, []);

  const enqueue = useCallback(
    (op: CartOp) => {
      dispatch({ type: 'queued', op });
      const mine = epoch.current;
      queue.current = queue.current.then(async () => {
        const owner = await whenLoaded();
        if (mine !== epoch.current) return;
        if (owner === null) {
          dispatch({ type: 'applied-locally' });
          return;
        }
        try {
          const answer = await send(op);
          if (mine === epoch.current) dispatch({ type: 'answered', cart: answer.data });
        } catch (error) {
          const otherEatery = await otherEateryOf(error);
          if (mine !== epoch.current) return;
          dispatch({ type: 'refused' });
          if (op.kind === 'add' && otherEatery) setConflict({ vendor: op.vendor, item: op.item, cartVendorName: otherEatery.cartVendorName });
          else notify(cartFailureMessage(op, error), 'error');
        }
      });
    },
    [notify, whenLoaded],
  );

  const addItem = useCallback(
    (vendor: CartVendor, item: AddableItem) => {
      const now = displayed.current;
      if (conflictsWith(now, vendor.id)) {
        setConflict({ vendor, item, cartVendorName: now.vendorName ?? 'another eatery' });
        return;
      }
      enqueue({ kind: 'add', vendor, item, quantity: 1, replaceCart: false });
    },
    [enqueue],
  );

  const increment = useCallback(
    (menuItemId: string) => {
      const line = displayed.current.items.find((candidate) => candidate.menuItem === menuItemId);
      const { vendor, vendorName } = displayed.current;
      if (!line || !vendor) return;
      enqueue({
        kind: 'add',
        vendor: { id: vendor, name: vendorName ?? '' },
        item: { menuItemId, name: line.name, description: line.description, price: line.price, veg: line.veg },
        quantity: 1,
        replaceCart: false,
      });
    },
    [enqueue],
  );

  const decrement = useCallback(
    (menuItemId: string) => {
      const line = displayed.current.items.find((candidate) => candidate.menuItem === menuItemId);
      // Minus at one removes the dish (docs/product.md#menu).
      if (line) enqueue({ kind: 'set', menuItemId, quantity: line.quantity - 1 });
    },
    [enqueue],
  );

  const remove = useCallback((menuItemId: string) => enqueue({ kind: 'set', menuItemId, quantity: 0 }), [enqueue]);

  const replaceCart = useCallback((next: Cart) => {
    epoch.current++;
    queue.current = Promise.resolve();
    dispatch({ type: 'reset', owner: latest.current.owner, cart: next });
  }, []);

  const confirmConflict = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    enqueue({ kind: 'add', vendor: conflict.vendor, item: conflict.item, quantity: 1, replaceCart: true });
  }, [conflict, enqueue]);

  const reload = useCallback(() => setLoadAttempt((count) => count + 1), []);
  const reloadWallet = useCallback(() => setWalletAttempt((count) => count + 1), []);

  const totalItems = totalItemsOf(cart.items);
  const price = useMemo(() => priceOrder(cart.items, walletBalance ?? 0, useWallet && walletBalance !== null), [cart.items, walletBalance, useWallet]);

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      totalItems,
      price,
      ready: state.status === 'ready',
      loadError: state.loadError,
      syncing: state.pending.length > 0,
      signedIn: uid !== null,
      addItem,
      increment,
      decrement,
      remove,
      replaceCart,
      reload,
      walletBalance,
      useWallet: useWallet && walletBalance !== null,
      setUseWallet,
      reloadWallet,
      notify,
    }),
    [cart, totalItems, price, state.status, state.loadError, state.pending.length, uid, addItem, increment, decrement, remove, replaceCart, reload, walletBalance, useWallet, reloadWallet, notify],
  );

  return (
    <CartContext.Provider value={value}>
      {children}
      {(notice || conflict) && (
        <Suspense fallback={null}>
          <CartFeedback notice={notice} onNoticeClose={() => setNotice(null)} conflict={conflict} onConflictConfirm={confirmConflict} onConflictCancel={() => setConflict(null)} />
        </Suspense>
      )}
    </CartContext.Provider>
  );
}
