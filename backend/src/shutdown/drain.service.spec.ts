import type { AppConfig } from '@juxta/config';
import { DrainService } from './drain.service';

function drainService(graceMs: number): DrainService {
  return new DrainService({ shutdown: { drainDelayMs: 0, graceMs } } as AppConfig);
}

describe('DrainService', () => {
  let exit: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  });
  afterEach(() => {
    exit.mockRestore();
    jest.useRealTimers();
  });

  it('ends the process when a signal’s drain outlasts the grace period', async () => {
    const drain = drainService(1000);
    await drain.beforeApplicationShutdown('SIGTERM');
    expect(drain.draining).toBe(true);
    jest.advanceTimersByTime(1001);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('never ends the process for an app closed in-process (no signal): the host keeps running', async () => {
    const drain = drainService(1000);
    await drain.beforeApplicationShutdown(undefined);
    expect(drain.draining).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(exit).not.toHaveBeenCalled();
  });
});
