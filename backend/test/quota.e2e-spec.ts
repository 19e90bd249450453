import { grantPremium } from '../src/cli/grant-premium';
import { signIn, startTestApp, type TestApp } from './utils/app';

describe('quota and plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives a new user the free plan: 0 used of 1', async () => {
    const agent = await signIn(t, 'free@example.com', 'Rina');
    const response = await agent.get('/api/quota').expect(200);
    expect(response.body).toEqual({ quota: { analysesUsed: 0, limit: 1, isPremium: false } });
  });

  it('npm run user:premium grants unlimited analyses to a signed-up email', async () => {
    const agent = await signIn(t, 'Premium@Example.com', 'Joko');
    expect(await grantPremium(t.config, 'premium@example.com')).toBe(1);
    const quota = await agent.get('/api/quota').expect(200);
    expect(quota.body).toEqual({ quota: { analysesUsed: 0, limit: null, isPremium: true } });
    const user = await agent.get('/api/auth/user').expect(200);
    expect(user.body).toMatchObject({ isPremium: true, firstName: 'Joko' });
  });

  it('grants nothing for an email nobody signed in with', async () => {
    expect(await grantPremium(t.config, 'nobody@example.com')).toBe(0);
  });
});
