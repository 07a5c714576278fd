import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (A-Z a-z 0-9 - _ . ~ stay as they are). */
const encode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
function errorXml(res, status, code, message, head = false) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': head ? '0' : String(Buffer.byteLength(body)) });
  res.end(head ? undefined : body);
}
/** Checks the request's SigV4 signature; answers the S3 error code when it does not hold. */
function signatureProblem(req, body, keys) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'AccessDenied';
  const [, accessKeyId, date, region, signedHeaders, signature] = auth;
  if (accessKeyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return 'AccessDenied';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return 'InvalidRequest';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return 'AccessDenied';
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  const expected = Buffer.from(hmac(key, toSign).toString('hex'));
  return timingSafeEqual(expected, Buffer.from(signature)) ? null : 'SignatureDoesNotMatch';
}
export async function startS3StandIn(options = {}) {
  const bucket = options.bucket ?? 'ward-media';
  const keys = {
    accessKeyId: options.accessKeyId ?? 'AKIAWARDSTANDIN00001',
    secretAccessKey: options.secretAccessKey ?? 'stand-in-secret-key/0123456789abcdef',
  };
  const objects = new Map();
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const head = req.method === 'HEAD';
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      res.on('finish', () => requests.push({ method: req.method ?? '', path, status: res.statusCode }));
      const problem = signatureProblem(req, body, keys);
      if (problem) return errorXml(res, problem === 'InvalidRequest' ? 400 : 403, problem, 'The request signature does not hold.', head);
      const [, name, ...rest] = path.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (name !== bucket) return errorXml(res, 404, 'NoSuchBucket', 'The specified bucket does not exist.', head);
      if (!key) return errorXml(res, 400, 'InvalidRequest', 'This stand-in answers object calls only.', head);
      if (req.method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          bytes: body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          cacheControl: req.headers['cache-control'] ?? null,
          etag,
        });
        res.writeHead(200, { etag, 'content-length': '0' });
        return res.end();
      }
      if (req.method === 'GET' || head) {
        const object = objects.get(key);
        if (!object) return errorXml(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.bytes.length),
          etag: object.etag,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return res.end(head ? undefined : object.bytes);
      }
      errorXml(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
