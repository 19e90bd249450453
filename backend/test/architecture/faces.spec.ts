import { getMetadataArgsStorage } from 'typeorm';
import { billingEntities } from '../../src/billing/billing.entities';

/**
 * A feature's tables are its own (issue 24 item 2): its face (index.ts) exports no entity class,
 * neither alone nor in a list, so "import another feature's entity" can only be an import of an
 * internal file, which lint refuses (boundaries.spec.ts). TypeORM's registry of @Entity classes
 * says what an entity is, so a new one is covered without naming it here.
 */
const FACES = ['users', 'auth', 'account', 'billing', 'entitlement', 'support', 'admin', 'quota', 'push', 'mail'];

function entityExports(face: Record<string, unknown>): string[] {
  const entities = new Set<unknown>(getMetadataArgsStorage().tables.map((table) => table.target));
  return Object.entries(face)
    .filter(([, value]) => entities.has(value) || (Array.isArray(value) && value.some((item) => entities.has(item))))
    .map(([name]) => name);
}

describe('feature faces export no entity', () => {
  it.each(FACES)('%s/index.ts offers no entity class or table list', async (feature) => {
    const face = (await import(`../../src/${feature}`)) as Record<string, unknown>;
    expect(Object.keys(face).length).toBeGreaterThan(0);
    // Loading the face registers its own entities, so the registry knows them when checked.
    expect(getMetadataArgsStorage().tables.length).toBeGreaterThan(0);
    expect(entityExports(face)).toEqual([]);
  });

  it('recognises a face that does export one', () => {
    expect(entityExports({ billingEntities, PaymentOrder: billingEntities[0] })).toEqual(['billingEntities', 'PaymentOrder']);
  });
});
