import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A device as the browser makes it when subscribing: an ECDH P-256 key pair and a 16-byte auth
 * secret (RFC 8291 §3), and an endpoint on the test push service. The private key stays here: the
 * push service below decrypts what the app encrypted to the public one, as the browser would.
 */
export interface FakeDevice {
  id: string;
  endpoint: string;
  /** What PushSubscription.toJSON() gives the app. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

/** How the push service answers a device's pushes: a status, or `down` (the connection is cut). */
export type DeviceAnswer = number | 'down';

export interface DeliveredPush {
  deviceId: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  headers: IncomingMessage['headers'];
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the device's keys. */
export function decryptAes128gcm(body: Buffer, device: Pick<FakeDevice, 'privateKey' | 'publicKey' | 'authSecret'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || record.length > recordSize) throw new Error('malformed aes128gcm header');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublicKey);
  const prkKey = hmac(device.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT must be ES256, signed by the
 * key in `k`, for this push service's origin, and not expired; `k` must be the app's public key.
 */
export function verifyVapid(authorization: string | undefined, audience: string, applicationServerKey: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return `Authorization is not a vapid header: ${authorization}`;
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== applicationServerKey) return 'k is not the application server key the device subscribed with';
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) return 'malformed JWT';
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return 'the JWT signature does not verify against k';
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (alg !== 'ES256') return `alg is ${alg}`;
  if (body.aud !== audience) return `aud is ${body.aud}, not ${audience}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000) return 'exp is not within 24 hours';
  if (!body.sub?.startsWith('mailto:') && !body.sub?.startsWith('https:')) return `sub is ${body.sub}`;
  return null;
}

/**
 * A push service speaking the Web Push protocol (RFC 8030) on http in the test process. Each push
 * is checked (VAPID, aes128gcm) and decrypted with its device's private key; a push that fails a
 * check is answered 403 and recorded in `rejected`, which a test expects to stay empty.
 */
export class TestPushService {
  readonly delivered: DeliveredPush[] = [];
  readonly rejected: string[] = [];
  /** Every request per device, answered or not. */
  readonly requests = new Map<string, number>();
  readonly answers = new Map<string, DeviceAnswer>();
  private readonly devices = new Map<string, FakeDevice>();
  private server!: Server;
  origin = '';
  /** The app's VAPID public key (GET /api/push/public-key). */
  applicationServerKey = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const id = /^\/push\/([0-9a-f-]+)$/.exec(req.url ?? '')?.[1] ?? '';
        this.requests.set(id, (this.requests.get(id) ?? 0) + 1);
        const device = this.devices.get(id);
        const answer = this.answers.get(id) ?? 201;
        if (answer === 'down') {
          req.socket.destroy();
          return;
        }
        if (!device) {
          res.writeHead(404).end();
          return;
        }
        const problem =
          req.method !== 'POST'
            ? `method ${req.method}`
            : req.headers['content-encoding'] !== 'aes128gcm'
              ? `Content-Encoding ${req.headers['content-encoding']}`
              : !/^\d+$/.test(String(req.headers.ttl ?? ''))
                ? 'no TTL header'
                : verifyVapid(req.headers.authorization, this.origin, this.applicationServerKey);
        if (problem) {
          this.rejected.push(problem);
          res.writeHead(403).end(problem);
          return;
        }
        if (answer !== 201) {
          res.writeHead(answer).end(answer === 410 ? 'push subscription has unsubscribed or expired' : 'push service error');
          return;
        }
        try {
          const payload: unknown = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device).toString('utf8'));
          this.delivered.push({ deviceId: id, payload, headers: req.headers });
          res.writeHead(201, { Location: `${this.origin}/message/${randomUUID()}` }).end();
        } catch (error) {
          this.rejected.push(`decryption failed: ${String(error)}`);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new device subscribed on this service, as a browser would make it. */
  device(): FakeDevice {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const id = randomUUID();
    const endpoint = `${this.origin}/push/${id}`;
    const device: FakeDevice = {
      id,
      endpoint,
      subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } },
      privateKey: ecdh.getPrivateKey(),
      publicKey,
      authSecret,
    };
    this.devices.set(id, device);
    return device;
  }

  deliveredTo(device: FakeDevice): DeliveredPush[] {
    return this.delivered.filter((push) => push.deviceId === device.id);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
