// Talks to a bench process started with an inspector (startApi(…, { inspect: true })): a full
// garbage collection before reading its memory, so that RSS is what the process holds, not what
// it has not collected yet. Nothing in the app is changed or exposed for this.
import { require } from './env.mjs';

const WebSocket = require('ws');

/**
 * Sends inspector commands in order and resolves with their results by id; `onEvent` sees the
 * events (e.g. heap snapshot chunks).
 */
export async function inspect(port, commands, onEvent = () => undefined) {
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl, { maxPayload: 2 ** 30 });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const results = new Map();
  try {
    await new Promise((resolve, reject) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(raw.toString());
        if (m.method) return onEvent(m);
        if (m.error) return reject(new Error(`${m.error.message} (command ${m.id})`));
        results.set(m.id, m.result);
        if (results.size === commands.length) resolve();
      });
      commands.forEach((c, i) => ws.send(JSON.stringify({ id: i + 1, ...c })));
    });
  } finally {
    ws.close();
  }
  return commands.map((_, i) => results.get(i + 1));
}

/** A full GC in the process (twice: weak references and finalisers free more on the second). */
export async function collectGarbage(port) {
  await inspect(port, [{ method: 'HeapProfiler.collectGarbage' }, { method: 'HeapProfiler.collectGarbage' }]);
}

/** process.memoryUsage() of the process, as it reports it. */
export async function memoryUsage(port) {
  const [r] = await inspect(port, [{ method: 'Runtime.evaluate', params: { expression: 'JSON.stringify(process.memoryUsage())' } }]);
  return JSON.parse(r.result.value);
}
