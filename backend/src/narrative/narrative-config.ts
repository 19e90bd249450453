import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { emptyToUndefined, parseEnvironment } from '../config/environment-parsing';

/** The model that writes the prose: an OpenAI-compatible endpoint, or none (the offline writer). */
class NarrativeEnvironment {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OPENAI_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_MODEL?: string;

  @Transform(({ value }) => (value === undefined || value === '' ? 12000 : Number(value)))
  @IsInt()
  @Min(1000)
  @Max(120000)
  LLM_TIMEOUT_MS = 12000;
}

/** An OpenAI-compatible endpoint for the prose. */
export interface LlmConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
  maxTokens: number;
}

/** The model's settings, or null for the offline writer. */
export function loadLlmConfig(rawEnv: NodeJS.ProcessEnv): LlmConfig | null {
  const env = parseEnvironment(NarrativeEnvironment, rawEnv);
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return null;
  return {
    // Local OpenAI-compatible servers (llama.cpp, vLLM, Ollama) take any key.
    apiKey: env.OPENAI_API_KEY ?? 'not-needed',
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
    timeoutMs: env.LLM_TIMEOUT_MS,
    // Five fields of up to 140 and 100 words of Indonesian in JSON, with room to spare.
    maxTokens: 2000,
  };
}
