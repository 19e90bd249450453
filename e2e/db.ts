import pg from 'pg';

/**
 * Direct access to the e2e server's database (or `database`, for a test that runs a server of its
 * own), for test helpers that create data the UI only reads.
 */
export async function withE2eDatabase<T>(
  fn: (client: pg.Client) => Promise<T>,
  database = process.env.E2E_DATABASE ?? 'telisik_e2e',
): Promise<T> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface SeededAnalysis {
  id: string;
}

/** Inserts an analysis for the user with this email, as the engine would have stored it. */
export async function seedAnalysis(
  email: string,
  overrides: Record<string, unknown> = {},
  { database }: { database?: string } = {},
): Promise<SeededAnalysis> {
  const result = {
    sector: 'Keuangan',
    convictionLevel: 'High',
    investmentThesis: 'BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil.',
    fullAnalysis: {
      valuation: { dcf: { bullCase: 10500, baseCase: 9400, bearCase: 7800 }, valuationSummary: 'Harga wajar di kisaran Rp 9.400.' },
      fundamentals: { profitability: { roe: 20.5, netMargin: null, revenueGrowth3Y: null }, summary: 'Profitabilitas tinggi dan stabil.' },
      technical: { trend: { longTerm: 'Naik', shortTerm: 'Turun' }, summary: 'Koreksi jangka pendek dalam tren naik.' },
      sentiment: { foreignFlow: { trend: 'Akumulasi asing' }, summary: 'Investor asing mencatat beli bersih.' },
    },
  };
  const row = {
    ticker: 'BBCA',
    company_name: 'PT Bank Central Asia Tbk',
    recommendation: 'BUY',
    total_score: 36,
    fundamental_score: 19,
    technical_score: 10,
    sentiment_score: 7,
    current_price: '8075',
    target_price: '9400',
    upside: '16.41',
    data_as_of: '2025-12-30',
    analysis_result: JSON.stringify(result),
    ...overrides,
  };
  return withE2eDatabase(async (client) => {
    const columns = Object.keys(row);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO analyses (user_id, ${columns.join(', ')})
       SELECT id, ${columns.map((_, i) => `$${i + 2}`).join(', ')} FROM users WHERE email = $1
       RETURNING id`,
      [email, ...columns.map((c) => row[c as keyof typeof row])],
    );
    if (!rows[0]) throw new Error(`no user ${email}: sign in first`);
    return rows[0];
  }, database);
}

/** Makes the user with this email Premium for 30 days, as `npm run user:premium` would. */
export async function grantPremium(email: string, { database }: { database?: string } = {}): Promise<void> {
  await withE2eDatabase(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO premium_periods (user_id, source, days, anchored_at, starts_at, ends_at, reason, granted_by)
       SELECT id, 'grant', 30, now(), now(), now() + interval '30 days', 'browser test', 'e2e' FROM users WHERE email = $1`,
      [email],
    );
    if (rowCount !== 1) throw new Error(`no user ${email}: sign in first`);
  }, database);
}
