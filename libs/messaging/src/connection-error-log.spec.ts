import { EventEmitter } from 'node:events';
import { logConnectionErrors } from './connection-error-log';

describe('logConnectionErrors', () => {
  it('reports an outage once a minute, with how many errors it did not repeat', () => {
    const queue = new EventEmitter();
    const lines: string[] = [];
    let clock = 0;
    logConnectionErrors(queue, (line) => lines.push(line), 'research queue', () => clock);
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    for (; clock < 125_000; clock += 500) queue.emit('error', refused);
    expect(lines).toEqual([
      'research queue: connect ECONNREFUSED 127.0.0.1:6379',
      'research queue: connect ECONNREFUSED 127.0.0.1:6379 (and 119 more since the last report)',
      'research queue: connect ECONNREFUSED 127.0.0.1:6379 (and 119 more since the last report)',
    ]);
  });

  it('keeps a queue with no listener of its own from throwing on an error', () => {
    const queue = new EventEmitter();
    logConnectionErrors(queue, () => undefined, 'watch queue');
    expect(() => queue.emit('error', new Error('Connection is closed.'))).not.toThrow();
  });
});
