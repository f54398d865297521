// `npm run typecheck`: tsc, strict, over every TypeScript project. Each tsc uses one core: two lanes at once on these
// 2-core machines, the web app (the longest) in one and the other projects after each other in the second.
import { run } from './emulators.mjs';

const LANES = [['web'], ['common', 'functions', 'web/serviceWorker', 'tests']];

const codes = await Promise.all(
  LANES.map(async (projects) => {
    for (const project of projects) {
      const code = await run('npx', ['tsc', '-p', project]);
      if (code !== 0) {
        console.error(`typecheck: ${project} has type errors (above)`);
        return code;
      }
    }
    return 0;
  }),
);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
