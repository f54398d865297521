/** What the service worker does with each request, as plain functions the unit tests call (docs/architecture.md#offline). */
export type CachePolicy = 'page' | 'public-read' | 'image' | 'network';

/** A page names what it loaded before its worker took control, so the worker keeps those answers its rules keep. */
export const KEEP_SEEN_MESSAGE = 'campuseats:keep-seen';
/** At most this many addresses in one such message. */
export const KEEP_SEEN_MAX = 200;

/** What the rules read of a request. */
export interface RequestFacts {
  method: string;
  url: URL;
  mode: RequestMode;
  destination: RequestDestination;
  hasAuthorization: boolean;
}

/** A rewrite of firebase.json's Hosting section that answers with a page (`/restaurants/*` → `/menu.html`). */
export interface PageRewrite {
  source: string;
  destination: string;
}

// Firebase reserves /__/ (its own auth handler and SDK files); the API lives under /api/.
const NOT_APP_PAGES = /^\/(?:api|__)(?:\/|$)/;
// The eatery list and a menu are the only API answers the same for every caller (functions/src/lib/httpCache.ts).
const PUBLIC_READS = /^\/api\/v1\/vendors\/restaurants(?:\/[A-Za-z0-9]+)?$/;
const IMAGES = /^\/images\//;

export function cachePolicyOf(request: RequestFacts, ownOrigin: string): CachePolicy {
  const { url } = request;
  // Another origin (Firebase Auth, Firestore, the emulators on their own ports) is never the worker's business.
  if (request.method !== 'GET' || url.origin !== ownOrigin) return 'network';
  if (request.mode === 'navigate') return NOT_APP_PAGES.test(url.pathname) ? 'network' : 'page';
  // A request that carries a token is someone's, whatever its path.
  if (request.hasAuthorization) return 'network';
  if (PUBLIC_READS.test(url.pathname)) return 'public-read';
  if (IMAGES.test(url.pathname)) return 'image';
  return 'network';
}

/** Whether an answer may be kept: a success of the kind asked for, never Hosting's app page for a missing picture. */
export function isKeepable(policy: 'public-read' | 'image', status: number, contentType: string | null): boolean {
  const type = (contentType ?? '').toLowerCase();
  return status === 200 && (policy === 'image' ? type.startsWith('image/') : type.startsWith('application/json'));
}

/** A Hosting glob as a regular expression: `**` any path, `*` one segment (the forms firebase.json uses). */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** The file Hosting serves for a path: the first rewrite whose source matches, as Hosting reads them. */
export function pageFileFor(pathname: string, rewrites: readonly PageRewrite[]): string | undefined {
  return rewrites.find((rewrite) => globToRegExp(rewrite.source).test(pathname))?.destination;
}

interface FirebaseHosting {
  hosting?: { rewrites?: { source?: string; destination?: string }[] };
}

/** The rewrites of firebase.json that answer with an HTML page, in Hosting's order (the function's are left out). */
export function pageRewritesOf(firebaseJson: FirebaseHosting): PageRewrite[] {
  const rewrites = (firebaseJson.hosting?.rewrites ?? []).flatMap(({ source, destination }) =>
    source && destination?.endsWith('.html') ? [{ source, destination }] : [],
  );
  if (!rewrites.some((rewrite) => rewrite.source === '**')) throw new Error('firebase.json: hosting.rewrites has no "**" rewrite to a page');
  return rewrites;
}
