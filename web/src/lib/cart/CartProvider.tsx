import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Cart, PricedCart, PricedCartResponse } from '@campuseats/common/cart';
import { EMPTY_CART, holdsOtherEatery, totalItemsOf } from '@campuseats/common/cartRules';
import { breakdownOf, priceOrder } from '@campuseats/common/pricing';
import { ApiClientError, errorMessage } from '@/lib/apiClient';
import { isOffline, onBackOnline } from '@/lib/connection';
import { useSession } from '@/lib/session';
import { addToCart, fetchCart, fetchWalletBalance, mergeCart, updateCartItem } from './cartApi';
import { CartContext, type CartContextValue, type NoticeSeverity } from './CartContext';
import { CART_OFFLINE_MESSAGE, cartFailureMessage } from './cartMessages';
import { applyCartOp, type AddableItem, type CartOp, type CartVendor } from './cartOps';
import { readStoredCart, writeStoredCart } from './cartStorage';
import { addOf, nextCartWrite } from './cartWrites';

// Dialogs and snackbars load only when there is something to say: the first page stays light.
const CartFeedback = lazy(async () => ({ default: (await import('./CartFeedback')).CartFeedback }));

interface State {
  /** Whose cart this is: a uid, or null for the cart of a signed-out visitor (kept in browser storage). */
  owner: string | null;
  /** The server's last answer (or the stored cart of a signed-out visitor). */
  confirmed: Cart;
  /** False when `confirmed` may not be the server's cart (its load failed, or a write was refused): look before writing. */
  verified: boolean;
  /** The write on its way to the server, as the change it makes; it carries the net of the taps it covers. */
  sending: CartOp | null;
  /** Taps (and netted changes) not sent yet, oldest first. */
  pending: CartOp[];
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
}

type Action =
  | { type: 'restored'; owner: string | null; cart: Cart }
  | { type: 'loading' }
  | { type: 'loaded'; owner: string | null; cart: Cart }
  | { type: 'load-failed'; owner: string | null; message: string }
  | { type: 'reset'; owner: string | null; cart: Cart }
  | { type: 'queued'; op: CartOp }
  | { type: 'sent'; write: CartOp | null; rest: CartOp[] }
  | { type: 'answered'; cart: Cart }
  | { type: 'refused' };

/** A signed-out visitor's cart has no server: once it is loaded, taps change it at once. */
function keptInBrowser(state: State): boolean {
  return state.status !== 'loading' && state.owner === null;
}

/** Taps waiting for the load of a signed-out visitor's cart apply to it as soon as it is there. */
function applyWaitingTaps(state: State): State {
  return keptInBrowser(state) ? { ...state, confirmed: state.pending.reduce(applyCartOp, state.confirmed), pending: [] } : state;
}

// Taps made while the cart loads go out once it has loaded; only `reset` (another person, or a new cart) drops them.
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'restored':
      // The stored cart stands in until a load settles; a load that settled first, or taps, win over it.
      return state.status === 'loading' && state.pending.length === 0 ? { ...state, owner: action.owner, confirmed: action.cart } : state;
    case 'loading':
      return { ...state, status: 'loading', loadError: null };
    case 'loaded':
      return applyWaitingTaps({ ...state, owner: action.owner, confirmed: action.cart, verified: true, status: 'ready', loadError: null });
    case 'load-failed':
      return applyWaitingTaps({ ...state, owner: action.owner, verified: false, status: 'error', loadError: action.message });
    case 'reset':
      return { owner: action.owner, confirmed: action.cart, verified: true, sending: null, pending: [], status: 'ready', loadError: null };
    case 'queued':
      return keptInBrowser(state) ? { ...state, confirmed: applyCartOp(state.confirmed, action.op) } : { ...state, pending: [...state.pending, action.op] };
    case 'sent':
      // A null write: the taps cancelled out.
      return { ...state, sending: action.write, pending: action.rest };
    case 'answered':
      // The answer is the whole cart, so it also ends a failed load; taps made meanwhile apply on top of it.
      return { ...state, confirmed: action.cart, verified: true, sending: null, status: 'ready', loadError: null };
    case 'refused':
      // The taps still waiting were made on top of the refused change: the screen goes back to the server's cart.
      return { ...state, verified: false, sending: null, pending: [] };
  }
}

/** Loaded, with nothing on its way and nothing waiting to be sent. */
function isSettled(state: State): boolean {
  return state.status === 'ready' && !state.sending && !state.pending.length;
}

/** A cart as the server priced it (an answer, shown as it came), not one with taps applied on the way. */
function isPriced(cart: Cart): cart is PricedCart {
  return 'totalWithWallet' in cart;
}

/** The cart on screen: the server's last answer with the write on its way and the taps not sent yet applied. */
function shownCart(state: State): Cart {
  const unanswered = state.sending ? [state.sending, ...state.pending] : state.pending;
  return unanswered.reduce(applyCartOp, state.confirmed);
}

const INITIAL_STATE: State = { owner: null, confirmed: EMPTY_CART, verified: false, sending: null, pending: [], status: 'loading', loadError: null };

function send(op: CartOp): Promise<PricedCartResponse> {
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
  const [state, setState] = useState(INITIAL_STATE);
  const [notice, setNotice] = useState<{ message: string; severity: NoticeSeverity; key: number } | null>(null);
  const [conflict, setConflict] = useState<ConflictPrompt | null>(null);
  const [walletBalance, setWalletBalance] = useState<number | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [walletAttempt, setWalletAttempt] = useState(0);

  // The state as of the last action, not the last render: the writer and the taps read it before React draws.
  const latest = useRef(state);
  const dispatch = useCallback((action: Action) => {
    latest.current = reducer(latest.current, action);
    setState(latest.current);
  }, []);

  // A load of the cart (per session, and per reload) is a generation; its answer counts only while it is the latest.
  const generation = useRef(0);
  // Whose taps are queued: bumped when another person signs in or the cart is replaced; older answers are dropped.
  const epoch = useRef(0);
  const knownUid = useRef<string | null | undefined>(undefined);
  // True while the writer runs: it alone sends, so one student never has two cart writes on their way.
  const writing = useRef(false);

  const notify = useCallback((message: string, severity: NoticeSeverity = 'info') => setNotice({ message, severity, key: Date.now() }), []);

  /** Sends what the taps add up to, one request at a time, until nothing is owed; a refusal is said once, never retried. */
  const writeTaps = useCallback(async () => {
    if (writing.current) return;
    writing.current = true;
    try {
      for (;;) {
        const state = latest.current;
        if (state.status === 'loading' || state.owner === null || state.pending.length === 0) return;
        const mine = epoch.current;
        const take = (answer: PricedCartResponse) => mine === epoch.current && dispatch({ type: 'answered', cart: answer.data });
        if (!state.verified) {
          // Absolute quantities need the server's cart as it stands, not a guess: look once before writing.
          try {
            take(await fetchCart());
          } catch (error) {
            const [tap] = latest.current.pending;
            if (mine !== epoch.current || !tap) continue;
            dispatch({ type: 'refused' });
            notify(cartFailureMessage(tap, error), 'error');
            return;
          }
          continue;
        }
        const next = nextCartWrite(state.confirmed, state.pending);
        dispatch({ type: 'sent', write: next?.write ?? null, rest: next?.rest ?? [] });
        if (!next) return;
        const { write } = next;
        try {
          take(await send(write));
        } catch (error) {
          const otherEatery = await otherEateryOf(error);
          if (mine !== epoch.current) continue;
          dispatch({ type: 'refused' });
          if (write.kind === 'add' && otherEatery) setConflict({ vendor: write.vendor, item: write.item, cartVendorName: otherEatery.cartVendorName });
          else notify(cartFailureMessage(write, error), 'error');
          // The cart may have changed elsewhere: one look shows the server's; if that fails, the next tap looks first.
          await fetchCart().then(take, () => undefined);
        }
      }
    } finally {
      writing.current = false;
    }
  }, [dispatch, notify]);

  // Until the session is known, show whatever cart the browser kept, so the badge is right as early as it can be.
  useEffect(() => {
    let current = true;
    void readStoredCart().then((stored) => current && dispatch({ type: 'restored', owner: stored.owner, cart: stored.cart }));
    return () => {
      current = false;
    };
  }, [dispatch]);

  useEffect(() => {
    // The session a prerendered page was drawn for is nobody's: it is replaced by this browser's once hydrated.
    if (session.initializing || session.prerendered) return;
    if (knownUid.current !== undefined && knownUid.current !== uid) {
      epoch.current++;
      dispatch({ type: 'reset', owner: uid, cart: EMPTY_CART });
    }
    knownUid.current = uid;
    const mine = ++generation.current;
    // Taps wait while the cart loads, whoever's it is.
    dispatch({ type: 'loading' });
    // A signed-out visitor's cart is the browser's, where an account's cart is not kept after logout; staff have none.
    const signedOutCart = () =>
      readStoredCart().then((stored) => {
        if (stored.owner === null) return stored.cart;
        if (mine === generation.current) writeStoredCart(null, EMPTY_CART);
        return EMPTY_CART;
      });
    (uid === null ? signedOutCart() : shopper ? loadAccountCart(notify) : Promise.resolve(EMPTY_CART))
      .then(
        (cart) => mine === generation.current && dispatch({ type: 'loaded', owner: uid, cart }),
        (error: unknown) =>
          mine === generation.current && dispatch({ type: 'load-failed', owner: uid, message: errorMessage(error, 'Something went wrong. Please try again.') }),
      )
      .finally(() => {
        if (mine === generation.current) void writeTaps();
      });
  }, [session.initializing, session.prerendered, uid, shopper, loadAttempt, notify, dispatch, writeTaps]);

  useEffect(() => {
    if (!shopper) {
      setWalletBalance(null);
      setUseWallet(false);
      return;
    }
    let current = true;
    void fetchWalletBalance()
      .catch(() => null)
      .then((balance) => current && setWalletBalance(balance));
    return () => {
      current = false;
    };
  }, [shopper, walletAttempt]);

  // A cart or wallet that failed to load (the connection was gone) loads again as soon as it is back.
  useEffect(
    () =>
      onBackOnline(() => {
        if (latest.current.status === 'error') setLoadAttempt((count) => count + 1);
        setWalletAttempt((count) => count + 1);
      }),
    [],
  );

  // The cart may change elsewhere: another tab says so through storage, another device by the time this tab is back in
  // view. A settled cart then loads again (a load's answer counts only while it is the latest; taps meanwhile wait for it).
  useEffect(() => {
    if (!shopper) return;
    const look = () => !document.hidden && isSettled(latest.current) && setLoadAttempt((count) => count + 1);
    document.addEventListener('visibilitychange', look);
    window.addEventListener('storage', look);
    return () => {
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('storage', look);
    };
  }, [shopper]);

  const settled = isSettled(state);
  // Browser storage follows the settled cart (not the taps still on their way).
  useEffect(() => {
    if (settled) writeStoredCart(state.owner, state.confirmed);
  }, [settled, state.owner, state.confirmed]);

  // Stable for the life of the provider: a screen that reloads when it opens (checkout reads the wallet afresh) must not
  // reload again because the session or the cart changed.
  const reload = useCallback(() => setLoadAttempt((count) => count + 1), []);
  const reloadWallet = useCallback(() => setWalletAttempt((count) => count + 1), []);

  const enqueue = useCallback(
    (op: CartOp) => {
      // Offline, a signed-in student's tap is refused at once; a signed-out visitor's cart works offline (docs/product.md#offline).
      if (uid !== null && isOffline()) {
        notify(CART_OFFLINE_MESSAGE, 'warning');
        return;
      }
      dispatch({ type: 'queued', op });
      void writeTaps();
    },
    [uid, dispatch, notify, writeTaps],
  );

  // The taps read the cart as the last tap left it, not as the last render drew it.
  const actions = useMemo(() => {
    const lineOf = (cart: Cart, menuItemId: string) => cart.items.find((line) => line.menuItem === menuItemId);
    return {
      addItem(vendor: CartVendor, item: AddableItem) {
        const now = shownCart(latest.current);
        if (holdsOtherEatery(now.vendor, now.items.length, vendor.id)) setConflict({ vendor, item, cartVendorName: now.vendorName ?? 'another eatery' });
        else enqueue({ kind: 'add', vendor, item, quantity: 1, replaceCart: false });
      },
      increment(menuItemId: string) {
        const now = shownCart(latest.current);
        const line = lineOf(now, menuItemId);
        if (line && now.vendor) enqueue({ ...addOf(now, line, false), quantity: 1 });
      },
      decrement(menuItemId: string) {
        const line = lineOf(shownCart(latest.current), menuItemId);
        // Minus at one removes the dish (docs/product.md#menu).
        if (line) enqueue({ kind: 'set', menuItemId, quantity: line.quantity - 1 });
      },
      remove: (menuItemId: string) => enqueue({ kind: 'set', menuItemId, quantity: 0 }),
      replaceCart(next: Cart) {
        epoch.current++;
        dispatch({ type: 'reset', owner: latest.current.owner, cart: next });
      },
      reload,
      reloadWallet,
    };
  }, [enqueue, dispatch, reload, reloadWallet]);

  const confirmConflict = () => {
    if (!conflict) return;
    setConflict(null);
    enqueue({ kind: 'add', vendor: conflict.vendor, item: conflict.item, quantity: 1, replaceCart: true });
  };

  const walletOn = useWallet && walletBalance !== null;
  // The server's figures when the screen shows its answer, else the same shared rules, so nothing moves when it lands.
  const value = useMemo<CartContextValue>(() => {
    const cart = shownCart(state);
    return {
      cart,
      totalItems: totalItemsOf(cart.items),
      price: isPriced(cart) ? breakdownOf(cart, walletOn) : priceOrder(cart.items, walletBalance ?? 0, walletOn),
      ready: state.status === 'ready',
      loadError: state.loadError,
      syncing: state.sending !== null || state.pending.length > 0,
      signedIn: uid !== null,
      ...actions,
      walletBalance,
      useWallet: walletOn,
      setUseWallet,
      notify,
    };
  }, [state, uid, actions, walletBalance, walletOn, notify]);

  return (
    <CartContext.Provider value={value}>
      {children}
      {(notice || conflict) && (
        <Suspense fallback={null}>
          <CartFeedback
            notice={notice}
            onNoticeClose={() => setNotice(null)}
            conflict={conflict}
            onConflictConfirm={confirmConflict}
            onConflictCancel={() => setConflict(null)}
          />
        </Suspense>
      )}
    </CartContext.Provider>
  );
}
