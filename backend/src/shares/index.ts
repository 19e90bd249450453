/** shares: public links to an analysis. Public face: the module, the service, the link and the page meta. */
export { SharesModule } from './shares.module';
export { SharesService } from './shares.service';
export { SharesAccountDataService } from './shares-account-data';
export { shareUrl } from './shares.controller';
export { sharePageMeta } from './share-page-meta';
export { AnalysisShare } from './entities/analysis-share.entity';
export { sharesErrors } from './shares.errors';
