// The stored cart's type, for the first-paint modules that still import it from here; the schema is common's.
export type { StoredCart } from '@campuseats/common/cart';
