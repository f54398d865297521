import { MutationObserver, notifyManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

describe('the app query client', () => {
  it("hands a mutation's asked-for value to a screen before the next task, so a switch does not snap back", async () => {
    const observer = new MutationObserver(createQueryClient(), { mutationFn: (_open: boolean) => new Promise<never>(() => undefined) });
    const shown: (boolean | undefined)[] = [];
    // As useMutation listens: its re-render is scheduled through the notify manager.
    observer.subscribe(notifyManager.batchCalls((result) => shown.push(result.variables)));
    let nextTaskRan = false;
    setTimeout(() => (nextTaskRan = true), 0);

    void observer.mutate(false);
    await new Promise<void>((resolve) => queueMicrotask(resolve));

    expect(nextTaskRan).toBe(false);
    expect(shown).toEqual([false]);
  });
});
