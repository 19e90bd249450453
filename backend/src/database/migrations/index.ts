import { Initial1795270551012 } from './1795270551012-Initial';

/** Every migration, in order. `npm run migration:generate -- Name` writes new ones; add them here. */
export const migrations = [Initial1795270551012];
