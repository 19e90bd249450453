import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { LlmConfig } from './narrative-config';
import type { ScoringResult } from '../scoring';
import { llmCalls } from '../observability';
import { LlmWriter } from './llm-writer';
import type { Narrative, NarrativeSubject, WrittenNarrative } from './narrative';
import { writeOfflineChecked } from './offline-writer';
import { withRedFlags } from './red-flag-prose';

/** The model when one is configured, the offline writer otherwise or whenever the model fails. */
@Injectable()
export class NarrativeService {
  private readonly logger = new Logger(NarrativeService.name);
  private readonly llm: LlmWriter | null;

  constructor(@Inject(APP_CONFIG) config: CoreConfig & { llm: LlmConfig | null }) {
    this.llm = config.llm ? new LlmWriter(config.llm) : null;
  }

  get usesModel(): boolean {
    return this.llm !== null;
  }

  /**
   * Which writer writes when nothing fails: 'offline', or the model ('llm:<model>'). Prose from the
   * same result by the same writer may be shared; prose of a fallback is not the writer's.
   */
  get writerId(): string {
    return this.llm ? `llm:${this.llm.model}` : 'offline';
  }

  /** The prose, with the red flags named at the end of the thesis whoever wrote it. */
  async write(result: ScoringResult, subject: NarrativeSubject): Promise<WrittenNarrative> {
    const written = await this.writeProse(result, subject);
    return { ...written, narrative: withRedFlags(written.narrative, result) };
  }

  private async writeProse(result: ScoringResult, subject: NarrativeSubject): Promise<WrittenNarrative> {
    if (!this.llm) return { narrative: this.offline(result, subject), source: 'offline' };
    try {
      const narrative = await this.llm.write(result, subject);
      llmCalls.inc({ outcome: 'ok' });
      return { narrative, source: 'llm' };
    } catch (error) {
      llmCalls.inc({ outcome: 'failed' });
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Model narrative for ${subject.code} not used (${reason}); offline writer instead`);
      return { narrative: this.offline(result, subject), source: 'offline', fallbackReason: reason };
    }
  }

  /** The offline prose; a sentence the prose checks refuse is logged and left out, never shown. */
  private offline(result: ScoringResult, subject: NarrativeSubject): Narrative {
    const { narrative, dropped } = writeOfflineChecked(result, subject);
    for (const d of dropped) {
      const found = d.problems.map((p) => `${p.check}: ${p.text}`).join('; ');
      this.logger.error(`Offline prose for ${subject.code} dropped a sentence of ${d.field} (${found}): ${d.sentence}`);
    }
    return narrative;
  }
}
