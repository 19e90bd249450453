/** demo: the signed-out sample analyses. Public face: the module (its cache table stays inside). */
export { DemoModule } from './demo.module';
