import { abortable } from './abort';

/**
 * Runs `call` with its own signal that fires when the parent signal does or when `timeoutMs`
 * passes; rejects with `onTimeout()` on timeout even if the callee ignores its signal, and
 * with an AbortError as soon as the parent is aborted.
 */
export async function callWithTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
  parent?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  parent?.addEventListener('abort', onParentAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = onTimeout();
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const work = Promise.resolve().then(() => call(controller.signal));
    return await abortable(Promise.race([work, timeout]), parent);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParentAbort);
  }
}
