// `npm run typecheck`: tsc over every project, in two lanes because each tsc uses one core (the web app alone in one).
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
