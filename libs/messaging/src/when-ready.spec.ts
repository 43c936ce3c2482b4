import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { whenReady } from './when-ready';

/** A connection in the given state that emits what the test makes it emit. */
const connection = (status: string) => Object.assign(new EventEmitter(), { status }) as unknown as Redis & EventEmitter;

describe('whenReady', () => {
  it('resolves at once for a ready connection, and only on `ready` for one still in its handshake', async () => {
    await expect(whenReady(connection('ready'))).resolves.toBeUndefined();
    const handshaking = connection('connect');
    let resolved = false;
    const waiting = whenReady(handshaking).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    handshaking.emit('ready');
    await waiting;
    expect(resolved).toBe(true);
    expect(handshaking.listenerCount('end')).toBe(0);
  });

  it('rejects for a connection closed for good, before or while waiting', async () => {
    await expect(whenReady(connection('end'))).rejects.toThrow('Connection is closed.');
    const closing = connection('reconnecting');
    const waiting = whenReady(closing);
    closing.emit('end');
    await expect(waiting).rejects.toThrow('Connection is closed.');
    expect(closing.listenerCount('ready')).toBe(0);
  });
});
