/**
 * Whether an error means Postgres or Redis could not be reached (refused, reset, timed out, a
 * connection dropped or closed): the operation may be tried again once it is back.
 */
export function isBackingServiceDown(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  const text = `${err.name} ${err.message}`;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P03', '53300'].includes(String(code)) ||
    /Connection terminated|timeout exceeded when trying to connect|Stream isn't writeable|Connection is closed|MaxRetriesPerRequestError|ClientClosedError|The client is closed/i.test(
      text,
    )
  );
}
