import type { Plugin } from 'vite';

/** What pinned reactfire imports from Firebase products the app never uses, which its top-level code keeps the bundler from dropping. */
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

/** Gives reactfire stand-ins that throw if called; an upgrade importing another name fails the build, so the list cannot go stale. */
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
