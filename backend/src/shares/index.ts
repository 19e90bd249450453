/** shares: public links to an analysis. Public face: the module, the service, the link and the page meta (its table stays inside). */
export { SharesModule } from './shares.module';
export { SharesService } from './shares.service';
export { SharesAccountDataService } from './shares-account-data';
export { shareUrl } from './shares.controller';
export { sharePageMeta } from './share-page-meta';
export { sharesErrors } from './shares.errors';
