import {
  type Analyst,
  type AnalystInput,
  answerSentence,
  type ItemAnalysis,
  type LanguageModel,
  ProviderError,
  settledNeedsAnswer,
  type Synthesis,
  type SynthesisInput,
} from '@juxta/research';
import { ANALYSIS_SYSTEM_PROMPT, analysisPrompt, SYNTHESIS_SYSTEM_PROMPT, synthesisPrompt } from './analyst-prompts';
import { checkItemAnalysis, itemAnalysisJsonSchema } from './item-analysis-reply';
import { RetryAfterModel } from './retry-after-model';
import { completeStructured } from './structured-completion';
import { synthesisCheckFor, synthesisJsonSchema } from './synthesis-reply';

export interface LlmAnalystOptions {
  /** Characters of each source's text shown to the model; 3000 when not given. */
  sourceCharBudget?: number;
  /** Sources shown to the model, the first ones; 20 when not given. Later ones cannot be cited. */
  maxSources?: number;
  /** Output token budget of an analysis; 4096 when not given. */
  maxTokens?: number;
  /** Attempts per answer, the first included; 3 when not given. */
  attempts?: number;
  /**
   * Longest wait, per request, for a model that answers 429 with Retry-After (the research
   * timeout, in the worker); 60 000 when not given.
   */
  maxRateLimitWaitMs?: number;
}

/** How vendors word "the prompt does not fit the context window" (OpenAI, vLLM, llama.cpp, LM Studio, Anthropic). */
const CONTEXT_TOO_LONG = /context (length|window|size)|maximum context|too many tokens|prompt is too long|too long for the context|exceeds the (available )?context/i;

/** Whether a model refused a request because the prompt is longer than its context window. */
export function isContextTooLong(error: unknown): boolean {
  return error instanceof ProviderError && (error.status === 400 || error.status === 413) && CONTEXT_TOO_LONG.test(error.message);
}

/**
 * The analyst backed by a language model: structured output against a JSON schema, checked,
 * and asked again with the problems when the check fails. Overall scores are the engine's.
 */
export class LlmAnalyst implements Analyst {
  readonly name = 'llm';
  readonly by = 'model';
  readonly modelName?: string;
  private readonly model: LanguageModel;
  private readonly sourceCharBudget: number;
  private readonly maxSources: number;
  private readonly maxTokens: number;
  private readonly attempts: number;

  constructor(model: LanguageModel, options: LlmAnalystOptions = {}) {
    this.model = new RetryAfterModel(model, { maxWaitMs: options.maxRateLimitWaitMs ?? 60_000 });
    this.modelName = model.modelName;
    this.sourceCharBudget = options.sourceCharBudget ?? 3000;
    this.maxSources = options.maxSources ?? 20;
    this.maxTokens = options.maxTokens ?? 4096;
    this.attempts = options.attempts ?? 3;
  }

  /**
   * Scores one item on every dimension from its numbered evidence. A model whose context window
   * the evidence overflows is asked once more with half the text of each source.
   */
  async analyze(input: AnalystInput, signal?: AbortSignal): Promise<ItemAnalysis> {
    try {
      return await this.analyzeWithin(input, this.sourceCharBudget, signal);
    } catch (error) {
      if (!isContextTooLong(error)) throw error;
      return this.analyzeWithin(input, Math.floor(this.sourceCharBudget / 2), signal);
    }
  }

  private async analyzeWithin(input: AnalystInput, sourceCharBudget: number, signal?: AbortSignal): Promise<ItemAnalysis> {
    const sources = input.evidence.sources.slice(0, this.maxSources);
    const { value, usage } = await completeStructured(
      this.model,
      {
        system: ANALYSIS_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: analysisPrompt(input, sources, sourceCharBudget) }],
        schemaName: 'item_analysis',
        schema: itemAnalysisJsonSchema(input.dimensions),
        maxTokens: this.maxTokens,
      },
      (reply) => checkItemAnalysis(reply, input.dimensions, sources.length),
      {
        attempts: this.attempts,
        failureMessage: `The language model did not return a usable analysis of "${input.item}" after ${this.attempts} attempts.`,
      },
      signal,
    );
    return { ...value, usage };
  }

  /**
   * Writes the summary and recommendation from the score table. A question's answer from its needs
   * opens both, written by code from the settled verdict: the page shows those first sentences as the answer.
   */
  async synthesize(input: SynthesisInput, signal?: AbortSignal): Promise<Synthesis> {
    const { value, usage } = await completeStructured(
      this.model,
      {
        system: SYNTHESIS_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: synthesisPrompt(input) }],
        schemaName: 'comparison_synthesis',
        schema: synthesisJsonSchema(),
        maxTokens: Math.min(this.maxTokens, 1500),
      },
      synthesisCheckFor(input),
      {
        attempts: this.attempts,
        failureMessage: `The language model did not return a usable summary after ${this.attempts} attempts.`,
      },
      signal,
    );
    const settled = settledNeedsAnswer(input);
    if (!settled) return { ...value, usage };
    const answer = answerSentence(settled);
    return { summary: `${answer} ${value.summary}`, recommendation: `${answer} ${value.recommendation}`, usage };
  }
}
