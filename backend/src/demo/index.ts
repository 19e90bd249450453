/** demo: the signed-out sample analyses. Public face: the module and its table for the composition root. */
export { DemoModule } from './demo.module';
export { DemoAnalysis } from './entities/demo-analysis.entity';
