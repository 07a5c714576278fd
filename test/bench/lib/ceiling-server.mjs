// The throughput ceiling: node:http answering the same bytes from memory, nothing else.
import { createServer } from 'node:http';

const routes = new Map();
process.on('message', ({ path, body, contentType }) => {
  routes.set(path, { body: Buffer.from(body, 'base64'), contentType });
  process.send('ok');
});
createServer((req, res) => {
  if (req.url === '/__ready') return res.end('ok');
  const route = routes.get(req.url);
  if (!route) {
    res.statusCode = 404;
    return res.end();
  }
  res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
  res.end(route.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
