// The import resolver eslint-plugin-boundaries' layer rules use for the repository's own paths (relative, `@/` and
// `@campuseats/common/`): eslint-import-resolver-typescript needs native bindings the registry lacks for some platforms.
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
