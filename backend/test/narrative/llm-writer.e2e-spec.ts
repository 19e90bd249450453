import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEW_SHOT_THESES } from '../../src/narrative/few-shot';
import { LlmWriter } from '../../src/narrative/llm-writer';
import type { Narrative } from '../../src/narrative/narrative';
import { NarrativeService } from '../../src/narrative/narrative.service';
import { writeOffline } from '../../src/narrative/offline-writer';
import { loadAppConfig } from '../../src/app-config';
import { score } from '../../src/scoring';
import { makeScoringInput } from '../scoring/fixtures';

type Reply = (body: { messages: Array<{ role: string; content: string }> }, res: ServerResponse) => void;

/** A local server speaking the Chat Completions protocol, scripted per test. */
class FakeChatServer {
  private server!: Server;
  replies: Reply[] = [];
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown }> = [];

  async start(): Promise<string> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as FakeChatServer['requests'][number];
        this.requests.push(body);
        const reply = this.replies.shift();
        if (!reply) {
          res.writeHead(500).end('{"error":{"message":"no scripted reply"}}');
          return;
        }
        reply(body, res);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function completion(narrative: Narrative): Reply {
  return (_body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(narrative) } }],
      }),
    );
  };
}

describe('LLM writer over the Chat Completions protocol', () => {
  const fake = new FakeChatServer();
  let baseUrl: string;
  const result = score(makeScoringInput());
  const subject = { code: 'TEST', companyName: 'PT Uji Coba Tbk' };
  /** An answer to the standard: the offline writer's prose passes every check and length. */
  const grounded: Narrative = writeOffline(result, subject);
  const writer = (timeoutMs = 2000) => new LlmWriter({ apiKey: 'test', baseUrl, model: 'test-model', timeoutMs, maxTokens: 800 });

  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.replies = [];
    fake.requests = [];
  });

  it('uses a grounded answer, asking for structured output with Indonesian instructions', async () => {
    fake.replies.push(completion(grounded));
    await expect(writer().write(result, subject)).resolves.toEqual(grounded);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.model).toBe('test-model');
    expect(fake.requests[0]!.response_format).toMatchObject({ type: 'json_schema' });
    expect(fake.requests[0]!.messages[0]!.content).toContain('Bahasa Indonesia');
    expect(fake.requests[0]!.messages[1]!.content).toContain(String(result.totalScore));
  });

  it('tells the model the facts and the standard: highlights, lengths, no thresholds or orders, few-shot theses', async () => {
    fake.replies.push(completion(grounded));
    await writer().write(result, subject);
    const [system, user] = fake.requests[0]!.messages;
    expect(system!.content).toContain('60–140 kata');
    expect(system!.content).toContain('40–100 kata');
    expect(system!.content).toContain('lebih dari 30 kata');
    expect(system!.content).toContain('Jangan menulis ambang');
    expect(system!.content).toContain('jangan menulis tautan');
    for (const example of FEW_SHOT_THESES) expect(system!.content).toContain(example.thesis);
    const facts = JSON.parse(user!.content.replace(/^FAKTA:\n/, '')) as {
      sorotan: { kekuatan: Array<{ faktaSederhana: string }>; risiko: unknown[] };
      keyakinan: { tingkat: string; alasan: string[] };
      angka: Array<{ nama: string; nilai: number; satuan: string; periode: string }>;
    };
    expect(facts.sorotan.kekuatan.length).toBeGreaterThan(0);
    expect(facts.keyakinan).toEqual({ tingkat: result.conviction, alasan: result.convictionReasons });
    expect(facts.angka.length).toBe(result.supportingMetrics.length);
  });

  it('refuses a verbose answer like an invented number: regenerates once, then the offline writer', async () => {
    const verbose = completion({ ...grounded, investmentThesis: `${grounded.investmentThesis} ${grounded.investmentThesis}` });
    fake.replies.push(verbose, verbose);
    const service = new NarrativeService(loadAppConfig({ OPENAI_BASE_URL: baseUrl, SESSION_SECRET: 'x'.repeat(40) }));
    const written = await service.write(result, subject);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('investmentThesis');
    expect(written.source).toBe('offline');
    expect(written.fallbackReason).toContain('length');
    expect(written.narrative).toEqual(writeOffline(result, subject));
  });

  it('refuses thresholds in parentheses and asks again without them', async () => {
    const laden = { ...grounded, fundamentalsSummary: `${grounded.fundamentalsSummary} Utangnya ringan (ambang 3 / 1 tahun).` };
    fake.replies.push(completion(laden), completion(grounded));
    await expect(writer().write(result, subject)).resolves.toEqual(grounded);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('(ambang 3 / 1 tahun)');
  });

  it('refuses a sentence over 30 words', async () => {
    const long = `Saham ini ${Array.from({ length: 30 }, () => 'sangat').join(' ')} menarik.`;
    const wordy = completion({ ...grounded, technicalSummary: `${grounded.technicalSummary} ${long}` });
    fake.replies.push(wordy, wordy);
    const service = new NarrativeService(loadAppConfig({ OPENAI_BASE_URL: baseUrl, SESSION_SECRET: 'x'.repeat(40) }));
    const written = await service.write(result, subject);
    expect(written.source).toBe('offline');
    expect(written.fallbackReason).toContain('sentence-length');
  });

  it('refuses orders and links like an invented number: regenerates once, then the offline writer', async () => {
    const ordering = completion({ ...grounded, investmentThesis: `${grounded.investmentThesis} Beli sekarang juga!` });
    const linking = completion({ ...grounded, sentimentSummary: `${grounded.sentimentSummary} Pantau di https://contoh.com/sinyal.` });
    fake.replies.push(ordering, linking);
    const service = new NarrativeService(loadAppConfig({ OPENAI_BASE_URL: baseUrl, SESSION_SECRET: 'x'.repeat(40) }));
    const written = await service.write(result, subject);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('Beli sekarang');
    expect(written.source).toBe('offline');
    expect(written.fallbackReason).toContain('link');
    expect(Object.values(written.narrative).join(' ')).not.toMatch(/Beli sekarang|https?:/);
  });

  it('regenerates once when the prose invents a number, and uses the corrected answer', async () => {
    fake.replies.push(completion({ ...grounded, fundamentalsSummary: 'Laba tumbuh 87,3% tahun ini.' }), completion(grounded));
    await expect(writer().write(result, subject)).resolves.toEqual(grounded);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('87,3');
  });

  it('falls back to the offline writer when the number is invented twice', async () => {
    const invented = completion({ ...grounded, technicalSummary: 'Harga akan naik ke Rp 123.456.' });
    fake.replies.push(invented, invented);
    const service = new NarrativeService(loadAppConfig({ OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'test-model', SESSION_SECRET: 'x'.repeat(40) }));
    const written = await service.write(result, subject);
    expect(written.source).toBe('offline');
    expect(written.fallbackReason).toContain('123.456');
    expect(written.narrative).toEqual(writeOffline(result, subject));
  });

  it('falls back when the model times out', async () => {
    fake.replies.push(() => undefined); // never answers
    const service = new NarrativeService(
      loadAppConfig({ OPENAI_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '1000', SESSION_SECRET: 'x'.repeat(40) }),
    );
    const started = Date.now();
    const written = await service.write(result, subject);
    expect(written.source).toBe('offline');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('falls back when the model answers 500', async () => {
    fake.replies.push((_b, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}'));
    const service = new NarrativeService(loadAppConfig({ OPENAI_BASE_URL: baseUrl, SESSION_SECRET: 'x'.repeat(40) }));
    const written = await service.write(result, subject);
    expect(written.source).toBe('offline');
    expect(fake.requests).toHaveLength(1);
  });

  it('uses the offline writer without calling anything when no model is configured', async () => {
    const service = new NarrativeService(loadAppConfig({ SESSION_SECRET: 'x'.repeat(40) }));
    expect(service.usesModel).toBe(false);
    const written = await service.write(result, subject);
    expect(written).toEqual({ source: 'offline', narrative: writeOffline(result, subject) });
    expect(fake.requests).toHaveLength(0);
  });
});
