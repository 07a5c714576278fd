// The throughput ceiling: node:http answering the same bytes from memory, nothing else. The same
// bytes include the shop's response headers (security headers, ETag, caching): a ceiling that
// sent two headers would measure a smaller answer than the shop's.
import { createServer } from 'node:http';

const routes = new Map();
process.on('message', ({ path, body, headers }) => {
  const bytes = Buffer.from(body, 'base64');
  routes.set(path, { body: bytes, headers: [...headers, 'content-length', String(bytes.length)] });
  process.send('ok');
});
createServer((req, res) => {
  if (req.url === '/__ready') return res.end('ok');
  const route = routes.get(req.url);
  if (!route) {
    res.statusCode = 404;
    return res.end();
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
