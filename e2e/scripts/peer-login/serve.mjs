/**
 * Serves a static build as a plain nginx with `gzip on; gzip_comp_level 6;` and a SPA fallback
 * would: every file gzip-compressed at level 6 to a client that accepts it (compressed once, at
 * start, so no request waits on the compression), any path that is no file answered with
 * index.html (the peer's router then draws /user/login), and /api/* a 404 (the peer's login page
 * asks its API nothing before its form shows). Used for ant-design-pro's build, the staff login's
 * peer (docs/performance.md, "The login against ant-design-pro").
 *
 *   node e2e/scripts/peer-login/serve.mjs <dist folder> [port, default 8300]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? '');
const port = Number(process.argv[3] ?? 8300);
if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`no index.html in ${root}: give the build's dist folder`);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
// nginx's gzip_types for a typical config: text and scripts, not images already compressed.
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map', '.ico']);

/** Every file of the build, read once: its bytes, its type and, for text, its gzip at level 6. */
const files = new Map();
const walk = (folder) => {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else {
      const body = fs.readFileSync(file);
      const extension = path.extname(file);
      files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, {
        body,
        type: TYPES[extension] ?? 'application/octet-stream',
        gzip: COMPRESSED.has(extension) ? zlib.gzipSync(body, { level: 6 }) : undefined,
      });
    }
  }
};
walk(root);

const server = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (pathname.startsWith('/api/')) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false}');
    return;
  }
  const file = files.get(pathname) ?? files.get('/index.html');
  const gzip = file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? file.gzip : file.body;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    ...(file.gzip ? { vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
});
server.listen(port, '127.0.0.1', () => console.log(`serving ${root} (${files.size} files, gzip 6) at http://127.0.0.1:${port}`));
