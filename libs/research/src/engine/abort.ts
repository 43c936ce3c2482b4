/** The error a cancelled research run rejects with; `name` is "AbortError" like fetch's. */
export class ResearchAbortedError extends Error {
  constructor(reason?: unknown) {
    super('The research was cancelled', reason === undefined ? undefined : { cause: reason });
    this.name = 'AbortError';
  }
}

/** True for any abort-style error (ours, fetch's DOMException, or a signal's reason). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Throws a ResearchAbortedError when the signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ResearchAbortedError(signal.reason);
}

/**
 * Settles like `promise`, except that it rejects at once when the signal fires — so a
 * provider that ignores its signal cannot hold a cancelled run.
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // The abandoned promise may still reject later; nobody waits for it any more.
    promise.catch(() => undefined);
    return Promise.reject(new ResearchAbortedError(signal.reason));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.catch(() => undefined);
      reject(new ResearchAbortedError(signal.reason));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
