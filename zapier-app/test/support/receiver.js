'use strict';
/**
 * A loopback HTTP receiver standing in for Zapier's side of a URL (a Zap's hook URL, a task's
 * callback URL): it keeps every request as Zapier hands it to an app, `bundle.rawRequest`
 * (method, querystring, headers renamed Http-<Camel-Case>, the body as text), and answers 200.
 */
const http = require('node:http');

function camel(name) {
  return name.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()).join('-');
}

/** The request as `bundle.rawRequest` (README of zapier-platform-cli, "bundle.rawRequest"). */
function rawRequest(req, body) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const key = ['content-length', 'content-type'].includes(name) ? camel(name) : `Http-${camel(name)}`;
    headers[key] = value;
  }
  const [, querystring = ''] = req.url.split('?');
  return { method: req.method, querystring, headers, content: body };
}

async function receiver() {
  const received = [];
  const waiters = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { path: req.url.split('?')[0], raw: rawRequest(req, Buffer.concat(chunks).toString('utf8')) };
      received.push(entry);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status": "success"}');
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    received,
    /** The first request to `path` satisfying `accept`, within `timeoutMs`. */
    async next(path, timeoutMs = 30000, accept = () => true) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((entry) => entry.path === path && accept(entry));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`nothing reached ${path} within ${timeoutMs / 1000} s (got ${received.map((e) => e.path).join(', ') || 'nothing'})`);
        await new Promise((resolve) => { waiters.push(resolve); setTimeout(resolve, 200); });
      }
    },
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections(); // surestep's keep-alive connections would hold close() open
    }),
  };
}

module.exports = { receiver };
