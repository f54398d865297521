import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { recordServerTiming, serverTimingHeader, timed } from './timings';

async function answerOf(app: express.Express): Promise<Response> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await fetch(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

function appTiming(work: () => Promise<void>): express.Express {
  const app = express();
  app.use(recordServerTiming);
  app.get('/', async (_req, res) => {
    await work();
    res.json({ ok: true });
  });
  return app;
}

const twoReads = async () => {
  await timed('read.orders', () => Promise.resolve(1));
  await timed('commit 2', () => Promise.resolve(2));
};

describe('Server-Timing', () => {
  afterEach(() => {
    delete process.env.CAMPUSEATS_SERVER_TIMING;
  });

  it('names each span and the whole request, in milliseconds, as header tokens', () => {
    expect(
      serverTimingHeader(
        [
          { name: 'auth.getUser', ms: 4.26 },
          { name: 'commit 2', ms: 80 },
        ],
        101.04,
      ),
    ).toBe('auth.getUser;dur=4.3, commit_2;dur=80.0, total;dur=101.0');
  });

  it('is sent when the function runs with CAMPUSEATS_SERVER_TIMING=1', async () => {
    process.env.CAMPUSEATS_SERVER_TIMING = '1';
    const header = (await answerOf(appTiming(twoReads))).headers.get('server-timing') ?? '';
    expect(header.split(', ').map((entry) => entry.split(';')[0])).toEqual(['read.orders', 'commit_2', 'total']);
  });

  it('is never sent otherwise, and the work runs as it would', async () => {
    const answer = await answerOf(appTiming(twoReads));
    expect(answer.headers.get('server-timing')).toBeNull();
    expect(await answer.json()).toEqual({ ok: true });
  });
});
