/** quota: the free analysis and its reservations. Public face: the module, the service and the analysis deadline. */
export { QuotaModule } from './quota.module';
export { QuotaService } from './quota.service';
export { ANALYSIS_DEADLINE_MS } from './quota.constants';
export { quotaErrors } from './quota.errors';
