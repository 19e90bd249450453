/** health: liveness and readiness. Public face: the module. */
export { HealthModule } from './health.module';
