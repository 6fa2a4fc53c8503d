import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../test/waiting';
import { resetLoading, selectLoading, useLoadingStore, withOverlay } from './loadingStore';
import { overlayMutationCache, waitsWithOverlay } from './overlayMutations';

const shown = () => selectLoading(useLoadingStore.getState());

const clientWithOverlay = () => new QueryClient({ mutationCache: overlayMutationCache() });

describe('withOverlay', () => {
  afterEach(resetLoading);

  it('shows the overlay until the work settles, and hands its result on', async () => {
    const work = deferred<string>();
    const waited = withOverlay(work.promise);
    expect(shown()).toBe(true);
    work.resolve('listo');
    await expect(waited).resolves.toBe('listo');
    expect(shown()).toBe(false);
  });

  it('keeps it up while another wait is still running, and lets a failure through', async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const one = withOverlay(first.promise);
    const two = withOverlay(second.promise).catch((error: unknown) => error);
    second.reject(new Error('sin conexión'));
    expect(await two).toBeInstanceOf(Error);
    expect(shown()).toBe(true);
    first.resolve();
    await one;
    expect(shown()).toBe(false);
  });
});

describe('overlayMutationCache', () => {
  afterEach(resetLoading);

  it('shows the overlay while a mutation marked waitsWithOverlay runs, success or failure', async () => {
    const client = clientWithOverlay();
    const save = deferred<number>();
    const mutation = new MutationObserver(client, {
      mutationFn: () => save.promise,
      meta: waitsWithOverlay,
    });
    const running = mutation.mutate(undefined).catch(() => undefined);
    await Promise.resolve();
    expect(shown()).toBe(true);
    save.reject(new Error('rechazado'));
    await running;
    expect(shown()).toBe(false);
  });

  it('takes it down once the server answers, before the refetches the success sets off', async () => {
    const client = clientWithOverlay();
    const refetch = deferred<void>();
    const mutation = new MutationObserver(client, {
      mutationFn: async () => 1,
      meta: waitsWithOverlay,
      onSuccess: () => refetch.promise,
    });
    const running = mutation.mutate(undefined);
    await Promise.resolve();
    expect(shown()).toBe(true);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(shown()).toBe(false);
    refetch.resolve();
    await running;
    expect(shown()).toBe(false);
  });

  it('leaves it down for unmarked mutations and for queries', async () => {
    const client = clientWithOverlay();
    const quiet = deferred<number>();
    const mutation = new MutationObserver(client, { mutationFn: () => quiet.promise });
    const running = mutation.mutate(undefined);
    const refetch = deferred<number>();
    const query = new QueryObserver(client, { queryKey: ['list'], queryFn: () => refetch.promise });
    const unsubscribe = query.subscribe(() => {});
    await Promise.resolve();
    expect(shown()).toBe(false);
    quiet.resolve(1);
    refetch.resolve(2);
    await running;
    unsubscribe();
    expect(shown()).toBe(false);
  });
});
