import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../functions/src/lib/apiError';
import { LATEST_WRITE_MS, sleep, withRequestClock } from '../../functions/src/lib/deadline';
import { commitIfUnchanged as commitPlan, type Plan, type Reads, type UncheckedWrite } from '../../functions/src/lib/writes';
import { adminDb } from '../support/firestore';

// The write policy itself (functions/src/lib/writes.ts), against the Firestore emulator: writes apply only on
// what they read, racing writers each count once, and a write that cannot be made inside its request's
// deadline answers 503 having written nothing.

/** The policy on a scratch collection of this test's own, whose documents no schema describes. */
const commitIfUnchanged = <T>(plan: (reads: Reads) => Promise<Plan<T, UncheckedWrite>>) => commitPlan<T, UncheckedWrite>(plan);
const scratch = () => adminDb.collection('writePolicyTests').doc(randomUUID());
/** Runs `work` as a request whose write deadline is `ms` away. */
const asRequestEndingIn = <T>(ms: number, work: () => Promise<T>) => withRequestClock(Date.now() - LATEST_WRITE_MS + ms, work);
const asFreshRequest = <T>(work: () => Promise<T>) => withRequestClock(Date.now(), work);

async function expectTryAgain(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'unavailable', status: 503, retryAfterSeconds: 1 });
}

const countOf = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).get('count') as number | undefined;

describe('commitIfUnchanged', () => {
  it('counts each of many racing writers exactly once, each on the count it read', async () => {
    const ref = scratch();
    const increment = () =>
      asFreshRequest(() =>
        commitIfUnchanged(async (reads) => {
          const count = Number((await reads.get(ref)).get('count') ?? 0) + 1;
          return { value: count, writes: [{ ref, put: { count } }] };
        }),
      );
    const answers = await Promise.allSettled(Array.from({ length: 20 }, increment));
    for (const answer of answers) if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 'unavailable' });
    const applied = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(applied.length).toBeGreaterThan(0);
    expect(await countOf(ref)).toBe(applied.length);
    expect(new Set(applied).size).toBe(applied.length);
  });

  it('plans again when a document it read and writes changed before the commit', async () => {
    const ref = scratch();
    await ref.set({ count: 1 });
    const seen: number[] = [];
    await asFreshRequest(() =>
      commitIfUnchanged(async (reads) => {
        seen.push(Number((await reads.get(ref)).get('count')));
        // Another writer changes the document between the first plan's read and its commit.
        if (seen.length === 1) await ref.set({ count: 2 });
        return { value: undefined, writes: [{ ref, delete: true }] };
      }),
    );
    expect(seen).toEqual([1, 2]);
    expect((await ref.get()).exists).toBe(false);
  });

  it('writes all of a plan or none of it', async () => {
    const [kept, created] = [scratch(), scratch()];
    await created.set({ count: 7 });
    let plans = 0;
    await asFreshRequest(() =>
      commitIfUnchanged(async (reads) => {
        plans += 1;
        // The first plan read `created` as missing (another writer creates it right after): its create fails,
        // and so does its write to `kept`.
        if (plans === 1)
          return {
            value: undefined,
            writes: [
              { ref: kept, put: { count: 1 } },
              { ref: created, create: { count: 1 } },
            ],
          };
        await reads.get(created);
        return { value: undefined, writes: [{ ref: kept, put: { count: 2 } }] };
      }),
    );
    expect(plans).toBe(2);
    expect(await countOf(kept)).toBe(2);
    expect(await countOf(created)).toBe(7);
  });

  it('answers 503 without writing when its reads outlive the deadline, and writes nothing later', async () => {
    const ref = scratch();
    await ref.set({ count: 0 });
    await expectTryAgain(
      asRequestEndingIn(300, () =>
        commitIfUnchanged(async (reads) => {
          await reads.get(ref);
          await sleep(600);
          return { value: undefined, writes: [{ ref, put: { count: 1 } }] };
        }),
      ),
    );
    await sleep(500);
    expect(await countOf(ref)).toBe(0);
  });

  it('ends at once when the plan refuses: no retry, the refusal as it was', async () => {
    const refusal = new ApiError('failed-precondition', 'Your cart is empty');
    let plans = 0;
    const refused = asFreshRequest(() =>
      commitIfUnchanged(async () => {
        plans += 1;
        throw refusal;
      }),
    );
    await expect(refused).rejects.toBe(refusal);
    expect(plans).toBe(1);
  });
});
