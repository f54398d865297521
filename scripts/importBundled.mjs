// Node 20 runs no TypeScript: a script that needs the repository's code bundles it first, as functions/build.mjs does.
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './emulators.mjs';

/** Bundles the modules `entries` (paths from the repository's root) into .cache/<name>.mjs and imports all their exports. */
export async function importBundled(entries, name) {
  const outfile = join(ROOT, '.cache', `${name}.mjs`);
  await build({
    stdin: {
      contents: [entries]
        .flat()
        .map((entry) => `export * from './${entry}';`)
        .join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '@campuseats/common': join(ROOT, 'common', 'src') },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
