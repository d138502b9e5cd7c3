/** Work done after an answer is sent (e-mail that must not delay it), awaited when the server closes. */
export function createBackgroundTasks(log: { error(object: unknown, message: string): void }) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
