// An import resolver (eslint-plugin-import's interface, version 2) for eslint-plugin-boundaries: it turns the
// repository's own import paths into files, so that the layer rules of eslint.config.js see where each import
// goes. Relative paths, `@/` (web/src, as in web/tsconfig.json and web/vite.config.ts) and
// `@campuseats/common/<module>` (common/src, as common/package.json exports it). Packages are left to the next
// resolver. Written here because eslint-import-resolver-typescript needs native bindings the registry lacks for
// some platforms, which breaks `npm ci` with its lockfile.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = [
  ['@/', path.join(ROOT, 'web/src/')],
  ['@campuseats/common/', path.join(ROOT, 'common/src/')],
];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

const isFile = (candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;

function fileOf(base) {
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find(isFile);
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
    let base;
    if (alias) base = alias[1] + source.slice(alias[0].length);
    else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
    else return { found: false };
    const found = fileOf(base);
    return found ? { found: true, path: found } : { found: false };
  },
};
