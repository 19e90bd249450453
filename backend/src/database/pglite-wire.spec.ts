import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { PgliteWire } from './pglite-wire';

/** A PGlite in memory (an ES module: loaded as the app loads it, on demand). */
async function memoryDatabase() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  await db.waitReady;
  return db;
}

/** node-pg on a PGlite in memory through the wire, as the app's pool reaches the embedded database. */
describe('PgliteWire', () => {
  let db: Awaited<ReturnType<typeof memoryDatabase>>;
  let client: Client;

  beforeAll(async () => {
    db = await memoryDatabase();
    client = new Client({
      connectionString: 'postgres://postgres@pglite.invalid/postgres',
      stream: () => new PgliteWire(db),
    });
    await client.connect();
    await client.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  }, 120_000);

  afterAll(async () => {
    await client.end();
    await db.close();
  });

  it('runs parameterised and named statements, and a long value both ways', async () => {
    const body = 'é'.repeat(60_000); // bigger than one network chunk, and not ASCII
    await client.query({ name: 'add-note', text: 'INSERT INTO notes VALUES ($1, $2)', values: [1, body] });
    await client.query({ name: 'add-note', text: 'INSERT INTO notes VALUES ($1, $2)', values: [2, 'short'] });
    const { rows } = await client.query<{ id: number; body: string }>(
      'SELECT id, body FROM notes WHERE id = ANY($1) ORDER BY id',
      [[1, 2]],
    );
    expect(rows).toEqual([
      { id: 1, body },
      { id: 2, body: 'short' },
    ]);
  });

  it('answers a failed statement with its error and goes on serving the session', async () => {
    await expect(client.query('INSERT INTO notes VALUES ($1, $2)', [2, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query('SELECT 1 / 0')).rejects.toThrow('division by zero');
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
    expect(rows[0]?.n).toBe(2);
  });

  it('keeps a transaction whole and rolls it back', async () => {
    await client.query('BEGIN');
    await client.query('INSERT INTO notes VALUES (3, $1)', ['gone']);
    await client.query('ROLLBACK');
    const { rows } = await client.query('SELECT id FROM notes WHERE id = 3');
    expect(rows).toEqual([]);
  });

  it('streams COPY TO STDOUT, as the market history loader reads it', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(
      copyTo('COPY (SELECT id, length(body) FROM notes ORDER BY id) TO STDOUT'),
    )) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).toString()).toBe('1\t60000\n2\t5\n');
  });

  it("never lets a statement of PGlite's own API land between a query's messages", async () => {
    const [viaWire, viaApi] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, i) => client.query<{ v: number }>('SELECT $1::int AS v', [i])),
      ),
      Promise.all(
        Array.from({ length: 20 }, (_, i) => db.query<{ v: number }>('SELECT $1::int + 100 AS v', [i])),
      ),
    ]);
    expect(viaWire.map((r) => r.rows[0]?.v)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(viaApi.map((r) => r.rows[0]?.v)).toEqual(Array.from({ length: 20 }, (_, i) => i + 100));
  });
});
