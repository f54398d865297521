import type { Plugin } from 'vite';

/**
 * What reactfire 4.2.6 (pinned in package.json) imports from the Firebase products CampusEats does not use. Its one
 * module imports every product it has hooks for, and builds a frozen table of Realtime Database listeners at the
 * top level, so the bundler cannot drop them: the live screens downloaded the Realtime Database, Storage, Functions
 * and Remote Config SDKs (and Installations, which Remote Config needs) for nothing. The app takes only `useObservable` from reactfire.
 */
const UNUSED_PRODUCT_IMPORTS: Record<string, readonly string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};

const STAND_IN_PREFIX = '\0campuseats:unused:';
const REACTFIRE = /[\\/]node_modules[\\/]reactfire[\\/]/;

function standInSource(product: string, names: readonly string[]): string {
  const fail = `() => { throw new Error(${JSON.stringify(`CampusEats does not bundle ${product}; reactfire's hooks for it cannot run.`)}); }`;
  return names.map((name) => `export const ${name} = ${fail};`).join('\n');
}

/**
 * Gives reactfire stand-ins for those products: functions that say they are not there if ever called. A reactfire
 * upgrade that imports another name from them fails the build ("is not exported"), so this list cannot go stale
 * silently.
 */
export function leaveOutUnusedFirebaseProducts(): Plugin {
  return {
    name: 'campuseats:leave-out-unused-firebase-products',
    apply: 'build',
    // Before Vite's own resolver, which would find the real packages.
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !REACTFIRE.test(importer) || !(source in UNUSED_PRODUCT_IMPORTS)) return null;
      return `${STAND_IN_PREFIX}${source}`;
    },
    load(id) {
      if (!id.startsWith(STAND_IN_PREFIX)) return null;
      const product = id.slice(STAND_IN_PREFIX.length);
      return standInSource(product, UNUSED_PRODUCT_IMPORTS[product] ?? []);
    },
  };
}
