import OpenAI from 'openai';
import type { ScoringResult } from '../scoring';
import { factSheet } from './facts';
import { NARRATIVE_FIELDS, type Narrative, type NarrativeSubject } from './narrative';
import { checkProse, proseContext } from './prose-checks';

export interface LlmConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  /** Per request; two requests at most (one regeneration). */
  timeoutMs: number;
  maxTokens: number;
}

export class NarrativeRejected extends Error {}

const SYSTEM_PROMPT = [
  'Anda adalah analis saham Bursa Efek Indonesia yang menulis untuk investor ritel.',
  'Tulis dalam Bahasa Indonesia yang jelas dan ringkas, berdasarkan FAKTA JSON yang diberikan saja.',
  'Aturan angka: setiap angka yang Anda tulis harus ada di FAKTA dengan satuan yang sama (persen tetap persen, poin tetap poin, kali tetap kali, rupiah tetap rupiah); boleh dibulatkan, mis. 48.639.122.000.000 menjadi 48,6 triliun; gunakan koma desimal.',
  'Tanda: tulis angka negatif dengan minus (-3,1%) atau dengan kata arah tanpa minus (turun 3,1%), jangan keduanya.',
  'Sebut tingkat keyakinan dan rekomendasi persis seperti di FAKTA.',
  'Jangan menambah angka, tanggal, peristiwa, atau fakta lain yang tidak ada di FAKTA. Jangan menebak.',
  'Jika data sebuah pilar tidak tersedia, katakan terus terang.',
  'Ini informasi, bukan saran investasi: jangan memerintah pembaca membeli atau menjual.',
  'Jawab dalam JSON dengan kolom: investmentThesis (3–4 kalimat), valuationSummary, fundamentalsSummary, technicalSummary, sentimentSummary (masing-masing 2–3 kalimat).',
].join('\n');

const RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [...NARRATIVE_FIELDS],
  properties: Object.fromEntries(NARRATIVE_FIELDS.map((field) => [field, { type: 'string' }])),
};

const MAX_FIELD_LENGTH = 1500;

function parseNarrative(content: string | null | undefined): Narrative {
  if (!content) throw new NarrativeRejected('empty answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new NarrativeRejected('answer is not JSON');
  }
  const record = parsed as Record<string, unknown>;
  const narrative = {} as Narrative;
  for (const field of NARRATIVE_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') throw new NarrativeRejected(`missing ${field}`);
    narrative[field] = value.trim().slice(0, MAX_FIELD_LENGTH);
  }
  return narrative;
}

/**
 * Writes the prose with an OpenAI-compatible model (Chat Completions, structured output), then runs
 * the prose checks (every number attributed to the analysis with its kind and sign, no placeholder
 * tokens, the conviction and recommendation as computed). One regeneration on a failure; after that
 * (or on a timeout or an error) the caller falls back to the offline writer.
 */
export class LlmWriter {
  private readonly client: OpenAI;

  constructor(private readonly config: LlmConfig) {
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseUrl,
      timeout: config.timeoutMs,
      maxRetries: 0,
    });
  }

  async write(result: ScoringResult, subject: NarrativeSubject): Promise<Narrative> {
    const context = proseContext(result, subject);
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `FAKTA:\n${JSON.stringify(factSheet(result, subject))}` },
    ];
    let lastProblem = '';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const completion = await this.client.chat.completions.create({
        model: this.config.model,
        messages,
        temperature: 0.3,
        max_completion_tokens: this.config.maxTokens,
        response_format: { type: 'json_schema', json_schema: { name: 'narasi_analisis', strict: true, schema: RESPONSE_SCHEMA } },
      });
      const content = completion.choices[0]?.message?.content;
      let narrative: Narrative;
      try {
        narrative = parseNarrative(content);
      } catch (error) {
        lastProblem = (error as Error).message;
        messages.push({ role: 'assistant', content: content ?? '' }, { role: 'user', content: 'Jawaban harus JSON sesuai skema.' });
        continue;
      }
      const problems = NARRATIVE_FIELDS.flatMap((field) => checkProse(narrative[field], context));
      if (problems.length === 0) return narrative;
      const found = problems.map((p) => p.text).join(', ');
      lastProblem = `prose check failed (${[...new Set(problems.map((p) => p.check))].join(', ')}): ${found}`;
      messages.push(
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `Bagian berikut tidak sesuai FAKTA atau aturan penulisan: ${found}. Tulis ulang: gunakan hanya angka dari FAKTA dengan satuan dan tandanya, tanpa tanda minus ganda, dan sebut keyakinan serta rekomendasi persis seperti di FAKTA.`,
        },
      );
    }
    throw new NarrativeRejected(lastProblem);
  }
}
