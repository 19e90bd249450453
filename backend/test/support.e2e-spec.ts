import request from 'supertest';
import { SupportRequest } from '../src/support/entities/support-request.entity';
import { grantPremium } from '../src/cli/grant-premium';
import { signIn, startTestApp, type TestApp } from './utils/app';
import { TestSmtpServer } from './utils/smtp';

describe("support requests ('Bantuan')", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await startTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'bantuan@telisik.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores a request, mails it to SUPPORT_EMAIL with the user as reply-to, and lists it for the user', async () => {
    const agent = await signIn(t, 'tanya@example.com', 'Lina');
    const created = await agent
      .post('/api/support/requests')
      .send({
        subject: '  Data BBCA tidak muncul ',
        message: 'Analisis BBCA saya gagal dengan pesan data belum cukup.',
      })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      subject: 'Data BBCA tidak muncul',
      message: 'Analisis BBCA saya gagal dengan pesan data belum cukup.',
      priority: false,
      status: 'open',
      createdAt: expect.any(String),
      replies: [],
    });
    const mail = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes('bantuan@telisik.test') &&
        m.parsed.subject === '[Bantuan] Data BBCA tidak muncul',
    );
    expect(mail.parsed.replyTo?.value[0]?.address).toBe('tanya@example.com');
    expect(mail.parsed.text).toContain('Analisis BBCA saya gagal');
    expect(mail.parsed.text).toContain('Paket: Free');
    expect((await agent.get('/api/support/requests').expect(200)).body).toEqual([created.body]);
  });

  it("marks a Premium user's request priority (and says so in the subject)", async () => {
    const agent = await signIn(t, 'vip@example.com', 'Rina');
    await grantPremium(t.config, 'vip@example.com');
    const created = await agent
      .post('/api/support/requests')
      .send({ subject: 'Ekspor PDF', message: 'Bagaimana cara ekspor PDF?' })
      .expect(201);
    expect(created.body.priority).toBe(true);
    await smtp.waitFor((m) => m.parsed.subject === '[Prioritas] Ekspor PDF');
  });

  it.each([
    ['no subject', { message: 'Pesan yang cukup panjang.' }, 'Kolom subject wajib diisi.'],
    [
      'a short subject',
      { subject: 'a', message: 'Pesan yang cukup panjang.' },
      'Kolom subject minimal 3 karakter.',
    ],
    ['a short message', { subject: 'Halo', message: 'pendek' }, 'Kolom message minimal 10 karakter.'],
    [
      'a long message',
      { subject: 'Halo', message: 'x'.repeat(5001) },
      'Kolom message maksimal 5000 karakter.',
    ],
    [
      'a numeric subject',
      { subject: 12345, message: 'Pesan yang cukup panjang.' },
      'Kolom subject harus berupa teks.',
    ],
    [
      'an unknown field',
      { subject: 'Halo', message: 'Pesan yang cukup panjang.', priority: true },
      'Kolom tidak dikenal: priority.',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_label, body, message) => {
    const agent = await signIn(t, 'salah@example.com');
    const response = await agent.post('/api/support/requests').send(body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect((await agent.get('/api/support/requests').expect(200)).body).toEqual([]);
  });

  it("never shows one user another's requests", async () => {
    const a = await signIn(t, 'a-support@example.com');
    const b = await signIn(t, 'b-support@example.com');
    await a
      .post('/api/support/requests')
      .send({ subject: 'Rahasia', message: 'Pertanyaan pribadi saya.' })
      .expect(201);
    expect((await b.get('/api/support/requests').expect(200)).body).toEqual([]);
  });

  it('limits how many requests a user sends in a burst', async () => {
    const agent = await signIn(t, 'spam@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await agent
            .post('/api/support/requests')
            .send({ subject: `Tanya ${i}`, message: 'Pesan yang cukup panjang.' })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await t.dataSource.getRepository(SupportRequest).count({ where: { subject: 'Tanya 5' } })).toBe(0);
  });

  it('needs a session', async () => {
    const response = await request(t.url).get('/api/support/requests').expect(401);
    expect(response.body.message).toContain('Unauthorized');
  });
});
