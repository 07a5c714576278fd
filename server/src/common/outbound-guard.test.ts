import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { loadConfig, providerUrlsOf } from '../config/config.js';
import { assertProviderUrls, guardedAgent, isPrivateAddress, providerUrlProblem } from './outbound-guard.js';

/** Issue 26 §2: provider base URLs are https, and in production never reach this machine or a private network. */
describe('outbound guard: provider base URLs', () => {
  it('knows the private, loopback and link-local ranges (and IPv4 inside IPv6)', () => {
    const privateOnes = ['169.254.169.254', '10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '0.0.0.0', '100.64.0.1'];
    const privateV6 = ['::1', '[::1]', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'];
    for (const ip of [...privateOnes, ...privateV6]) expect({ ip, private: isPrivateAddress(ip) }).toEqual({ ip, private: true });
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', 'api.moyasar.com'])
      expect({ ip, private: isPrivateAddress(ip) }).toEqual({ ip, private: false });
  });

  it('accepts https and loopback http outside production; refuses user info, queries, fragments and plain http elsewhere', () => {
    const open = { allowPrivate: true };
    expect(providerUrlProblem('https://api.moyasar.com', open)).toBeNull();
    expect(providerUrlProblem('http://127.0.0.1:4020', open)).toBeNull();
    expect(providerUrlProblem('http://localhost:4020/v1', open)).toBeNull();
    for (const url of [
      'http://169.254.169.254',
      'http://example.com',
      'https://user:pw@example.com',
      'https://example.com/?a=1',
      'https://example.com/#x',
      'ftp://example.com',
      'nonsense',
    ])
      expect({ url, problem: providerUrlProblem(url, open) }).toEqual({ url, problem: 'validation.providerUrl' });
  });

  it('production refuses loopback, private and link-local hosts by name or number', () => {
    const production = { allowPrivate: false };
    expect(providerUrlProblem('https://graph.facebook.com/v21.0', production)).toBeNull();
    for (const url of [
      'https://169.254.169.254/latest',
      'https://10.0.0.5',
      'https://localhost',
      'https://[::1]:8443',
      'http://127.0.0.1:4020',
    ])
      expect({ url, problem: providerUrlProblem(url, production) }).toEqual({ url, problem: 'validation.providerUrlPrivate' });
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'ward-guard-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a production start refuses an environment base URL by its variable name; ALLOW_PRIVATE_PROVIDER_URLS lets stand-ins in', () => {
    const check = (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...env });
      assertProviderUrls(providerUrlsOf(config), { allowPrivate: config.allowPrivateProviderUrls });
    };
    expect(() => check({ MOYASAR_BASE_URL: 'https://169.254.169.254' })).toThrow(/MOYASAR_BASE_URL=https:\/\/169\.254\.169\.254/);
    expect(() => check({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://10.0.0.9:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => check({ UNIFONIC_APP_SID: 'sid-12345678', UNIFONIC_BASE_URL: 'http://127.0.0.1:4021' })).toThrow(/UNIFONIC_BASE_URL/);
    expect(() =>
      check({ UNIFONIC_APP_SID: 'sid-12345678', UNIFONIC_BASE_URL: 'http://127.0.0.1:4021', ALLOW_PRIVATE_PROVIDER_URLS: 'true' }),
    ).not.toThrow();
    // plain http to another host never passes
    expect(() => check({ TABBY_BASE_URL: 'http://169.254.169.254', ALLOW_PRIVATE_PROVIDER_URLS: 'true' })).toThrow(/TABBY_BASE_URL/);
    expect(() => check({ TAMARA_BASE_URL: 'https://api-sandbox.tamara.co' })).not.toThrow();
  });

  describe('connections in production', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer((_req, res) => res.end('metadata'));
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    const reach = (url: string, dispatcher: Agent) =>
      undiciFetch(url, { dispatcher }).then(
        async (res) => ({ ok: true, text: await res.text() }),
        (error: Error & { cause?: { code?: string } }) => ({ ok: false, code: error.cause?.code }),
      );

    it('the guarded agent refuses a private peer named in the URL or answered by DNS; a plain agent reaches it', async () => {
      const guarded = guardedAgent();
      expect(await reach(`http://127.0.0.1:${port}/`, new Agent())).toEqual({ ok: true, text: 'metadata' });
      expect(await reach(`http://127.0.0.1:${port}/`, guarded)).toEqual({ ok: false, code: 'EPRIVATE' });
      // a name that DNS answers with a loopback address (what a rebinding host does)
      expect(await reach(`http://localhost:${port}/`, guarded)).toEqual({ ok: false, code: 'EPRIVATE' });
      await guarded.close();
    });
  });
});
