import OpenAI from 'openai';
import type { ScoringResult } from '../scoring';
import { factSheet } from './facts';
import { NARRATIVE_FIELDS, type Narrative, type NarrativeSubject } from './narrative';
import { FEW_SHOT_THESES } from './few-shot';
import { FIELD_WORDS, MAX_SENTENCE_WORDS, narrativeProblems, proseContext } from './prose-checks';

export interface LlmConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  /** Per request; two requests at most (one regeneration). */
  timeoutMs: number;
  maxTokens: number;
}

export class NarrativeRejected extends Error {}

/**
 * The model writes to the offline writer's standard: plain Indonesian for a retail investor, each fact
 * with what it means, the numbers from the facts, the thresholds left to the rule breakdown, and the
 * same lengths. Its answer passes the same checks (narrativeProblems) or is regenerated once, then
 * replaced by the offline writer.
 */
export const SYSTEM_PROMPT = [
  'Anda adalah analis saham Bursa Efek Indonesia yang menulis untuk investor ritel pemula.',
  'Tulis dalam Bahasa Indonesia sederhana, berdasarkan FAKTA JSON yang diberikan saja.',
  'Untuk setiap kekuatan dan risiko, sebut faktanya beserta angkanya, lalu artinya bagi perusahaan. Contoh: "Utang TLKM ringan: arus kas operasi sekitar 0,8 tahun cukup untuk melunasinya."',
  'Bangun tesis dari sorotan.kekuatan dan sorotan.risiko, rekomendasi, target harga, dan keyakinan beserta alasannya.',
  `Panjang: investmentThesis ${FIELD_WORDS.investmentThesis.min}–${FIELD_WORDS.investmentThesis.max} kata; valuationSummary, fundamentalsSummary, technicalSummary, sentimentSummary masing-masing ${FIELD_WORDS.valuationSummary.min}–${FIELD_WORDS.valuationSummary.max} kata.`,
  `Kalimat pendek: tidak ada kalimat lebih dari ${MAX_SENTENCE_WORDS} kata.`,
  'Jangan menulis ambang atau batas penilaian (mis. "ambang 3 / 1 tahun", "minimal 5%", "murah bila ≤ 0,9x"), dan jangan menaruh ambang di dalam kurung: ambang ada di rincian aturan.',
  'Aturan angka: setiap angka yang Anda tulis harus ada di FAKTA dengan satuan yang sama (persen tetap persen, poin tetap poin, kali tetap kali, rupiah tetap rupiah); boleh dibulatkan, mis. 48.639.122.000.000 menjadi 48,6 triliun; gunakan koma desimal.',
  'Tanda: tulis angka negatif dengan minus (-3,1%) atau dengan kata arah tanpa minus (turun 3,1%), jangan keduanya.',
  'Sebut tingkat keyakinan dan rekomendasi persis seperti di FAKTA.',
  'Jangan menambah angka, tanggal, peristiwa, atau fakta lain yang tidak ada di FAKTA. Jangan menebak.',
  'Jika data sebuah pilar tidak tersedia, katakan terus terang.',
  'Ini informasi, bukan saran investasi: jangan memerintah atau mengajak pembaca membeli atau menjual, jangan memberi instruksi, jangan menulis tautan atau alamat web, jangan memakai tanda seru.',
  'Jawab dalam JSON dengan kolom: investmentThesis, valuationSummary, fundamentalsSummary, technicalSummary, sentimentSummary.',
  '',
  'Contoh tesis yang baik, dari fakta saham lain (gaya dan panjangnya ditiru, angkanya tidak pernah disalin):',
  ...FEW_SHOT_THESES.map((e) => `- ${e.code}, data ${e.asOf}: ${e.thesis}`),
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

  /** The model that writes: part of what decides the prose. */
  get model(): string {
    return this.config.model;
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
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'narasi_analisis', strict: true, schema: RESPONSE_SCHEMA },
        },
      });
      const content = completion.choices[0]?.message?.content;
      let narrative: Narrative;
      try {
        narrative = parseNarrative(content);
      } catch (error) {
        lastProblem = (error as Error).message;
        messages.push(
          { role: 'assistant', content: content ?? '' },
          { role: 'user', content: 'Jawaban harus JSON sesuai skema.' },
        );
        continue;
      }
      const problems = narrativeProblems(narrative, context);
      if (problems.length === 0) return narrative;
      const found = problems.map((p) => p.text).join(', ');
      lastProblem = `prose check failed (${[...new Set(problems.map((p) => p.check))].join(', ')}): ${found}`;
      messages.push(
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `Bagian berikut tidak sesuai FAKTA atau aturan penulisan: ${found}. Tulis ulang: gunakan hanya angka dari FAKTA dengan satuan dan tandanya, tanpa tanda minus ganda, tanpa ambang, perintah, atau tautan, dengan panjang dan kalimat sesuai aturan, dan sebut keyakinan serta rekomendasi persis seperti di FAKTA.`,
        },
      );
    }
    throw new NarrativeRejected(lastProblem);
  }
}
