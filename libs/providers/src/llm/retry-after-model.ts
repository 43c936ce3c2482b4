import { setTimeout as sleep } from 'node:timers/promises';
import { type LanguageModel, type ModelReply, ProviderError, type StructuredRequest } from '@juxta/research';

/** How a rate-limited model call is retried. */
export interface RetryAfterOptions {
  /** Longest total wait for one request; a Retry-After that would pass it fails the request at once. */
  maxWaitMs: number;
  /** Waits after 429s, the first call not counted; 3 when not given. */
  maxRetries?: number;
  /** The wait when a 429 names none; doubled each time. 1000 when not given. */
  defaultWaitMs?: number;
}

/**
 * A model whose 429 answers are waited out as the server asks (Retry-After), within a bound: local
 * servers and small paid plans refuse bursts, and an item read by the model a few seconds later
 * beats one read offline at once.
 */
export class RetryAfterModel implements LanguageModel {
  readonly name: string;
  readonly modelName?: string;

  constructor(
    private readonly model: LanguageModel,
    private readonly options: RetryAfterOptions,
  ) {
    this.name = model.name;
    this.modelName = model.modelName;
  }

  /** The model's answer, after waiting out at most `maxRetries` rate limits within `maxWaitMs`. */
  async complete(request: StructuredRequest, signal?: AbortSignal): Promise<ModelReply> {
    const maxRetries = this.options.maxRetries ?? 3;
    let waited = 0;
    for (let retry = 0; ; retry++) {
      try {
        return await this.model.complete(request, signal);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.status !== 429 || retry >= maxRetries) throw error;
        const wait = error.retryAfterMs ?? (this.options.defaultWaitMs ?? 1000) * 2 ** retry;
        if (waited + wait > this.options.maxWaitMs) throw error;
        waited += wait;
        await sleep(wait, undefined, { signal });
      }
    }
  }
}
