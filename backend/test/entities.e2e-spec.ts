import { entities } from '../src/entities';
import { startTestApp, type TestApp } from './utils/app';

/**
 * Inside Nest every feature module registers its own tables; outside it (command-line tools, the
 * migration check) the list in src/entities.ts stands in. The two must name the same tables, or a
 * table would be missing from the migration check or from the running app.
 */
describe('entity registration', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('loads, in the app, exactly the entities the standalone tools use', () => {
    const loaded = testApp.dataSource.entityMetadatas.map((metadata) => metadata.tableName).sort();
    // getMetadata throws for an entity the app did not load.
    const listed = entities.map((entity) => testApp.dataSource.getMetadata(entity).tableName).sort();
    expect(loaded).toEqual(listed);
    expect(loaded).toEqual(expect.arrayContaining(['users', 'sessions', 'analyses', 'daily_prices']));
  });
});
