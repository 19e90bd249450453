import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { ScoringResult } from '../scoring';
import { LlmWriter } from './llm-writer';
import type { NarrativeSubject, WrittenNarrative } from './narrative';
import { writeOffline } from './offline-writer';

/** The model when one is configured, the offline writer otherwise or whenever the model fails. */
@Injectable()
export class NarrativeService {
  private readonly logger = new Logger(NarrativeService.name);
  private readonly llm: LlmWriter | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.llm = config.llm ? new LlmWriter(config.llm) : null;
  }

  get usesModel(): boolean {
    return this.llm !== null;
  }

  async write(result: ScoringResult, subject: NarrativeSubject): Promise<WrittenNarrative> {
    if (!this.llm) return { narrative: writeOffline(result, subject), source: 'offline' };
    try {
      return { narrative: await this.llm.write(result, subject), source: 'llm' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Model narrative for ${subject.code} not used (${reason}); offline writer instead`);
      return { narrative: writeOffline(result, subject), source: 'offline', fallbackReason: reason };
    }
  }
}
