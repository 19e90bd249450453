import { Column, Entity, Unique } from 'typeorm';
import { AnalysisColumns } from '../../analyses';

/**
 * The landing page's sample analysis, computed once per trading day and engine version and shared
 * by every instance: a new day's data or a new engine makes a new row, older rows are dropped. Its
 * columns are an analysis's (AnalysisColumns), owned by no one.
 */
@Entity('demo_analyses')
@Unique('UQ_demo_analyses_day', ['ticker', 'dataAsOf', 'engineVersion'])
export class DemoAnalysis extends AnalysisColumns {
  @Column({ name: 'engine_version', type: 'varchar', length: 40 })
  engineVersion!: string;
}
