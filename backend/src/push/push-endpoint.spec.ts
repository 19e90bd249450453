import { checkPushEndpoint, isPublicAddress, PushEndpointRefused, type PushEndpointPolicy } from './push-endpoint';

describe('push endpoint rules', () => {
  it('counts only the public internet as public', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2607:f8b0:4004:800::200e', '::ffff:93.184.216.34']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
    for (const address of [
      '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '203.0.113.9', '::1', '::', 'fe80::1', 'fc00::1', 'fd12::1',
      '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1', '2002:7f00:1::1', 'ff02::1', 'not-an-ip',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  const policy: PushEndpointPolicy = {
    serviceHosts: ['fcm.googleapis.com'],
    resolve: (host) =>
      Promise.resolve(host === 'fcm.googleapis.com' ? [{ address: '142.250.4.95', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]),
    testOrigin: null,
  };

  it('takes a push service endpoint and refuses every other form', async () => {
    await expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', policy)).resolves.toBeInstanceOf(URL);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://0x7f000001/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://evil.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://inside.fcm.googleapis.com/x',
      'bukan alamat',
    ]) {
      await expect(checkPushEndpoint(endpoint, policy)).rejects.toBeInstanceOf(PushEndpointRefused);
    }
  });
});
