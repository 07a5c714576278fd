// A map tile server standing in for OpenStreetMap's (https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames):
// GET /{z}/{x}/{y}.png answers a 256×256 PNG, one flat colour per tile so neighbours differ;
// out-of-range tiles are 404 as on the real server. It records which tiles were asked for.
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A 256×256 RGB PNG of one colour. */
export function flatPng([r, g, b]) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(256, 0);
  ihdr.writeUInt32BE(256, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + 256 * 3);
  for (let i = 0; i < 256; i++) row.set([r, g, b], 1 + i * 3);
  const raw = Buffer.concat(Array.from({ length: 256 }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Starts the tile server; `requests` lists the tiles served as "z/x/y". */
export async function startMapTiles(port = 0) {
  const requests = [];
  const server = createServer((req, res) => {
    const m = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/.exec(new URL(req.url ?? '/', 'http://tiles').pathname);
    const [z, x, y] = m ? m.slice(1).map(Number) : [];
    if (!m || z > 19 || x >= 2 ** z || y >= 2 ** z) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Tile not found');
    requests.push(`${z}/${x}/${y}`);
    const shade = (x + y) % 2 ? [222, 230, 214] : [205, 219, 200];
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'max-age=60' }).end(flatPng(shade));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address();
  return { url: `http://127.0.0.1:${bound}`, requests, stop: () => new Promise((resolve) => server.close(resolve)) };
}
