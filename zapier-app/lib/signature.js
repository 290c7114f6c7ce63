'use strict';
/**
 * surestep's `Surestep-Signature: t=<unix s>,v1=<hex>`: HMAC-SHA256(secret, "<t>.<raw body>"),
 * at most TOLERANCE_S old (README, "Resume callbacks"). Zapier hands an app the request that
 * reached its hook or callback URL as `bundle.rawRequest`: the body as text and the headers
 * renamed `Http-<Camel-Case>`; surestep's bodies are ASCII JSON, so that text is the signed bytes.
 */
const crypto = require('node:crypto');

const TOLERANCE_S = 300;

/** A header of `rawRequest` whatever its spelling (`Http-Surestep-Signature`, lower case...). */
function header(rawRequest, name) {
  const headers = (rawRequest && rawRequest.headers) || {};
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    const bare = key.toLowerCase().replace(/^http-/, '');
    if (bare === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Null when `rawRequest` carries a valid signature for `secret`, else why it does not. */
function signatureProblem(secret, rawRequest, nowS = Date.now() / 1000) {
  if (!secret) return 'no signing secret to check against';
  const signature = header(rawRequest, 'Surestep-Signature');
  if (!signature) return 'no Surestep-Signature header';
  const parts = Object.fromEntries(
    String(signature).split(',').map((item) => {
      const at = item.indexOf('=');
      return [item.slice(0, at).trim(), item.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 || '')) return 'malformed Surestep-Signature header';
  if (Math.abs(nowS - t) > TOLERANCE_S) return 'Surestep-Signature timestamp too old';
  const body = typeof rawRequest.content === 'string' ? rawRequest.content : JSON.stringify(rawRequest.content ?? '');
  const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(body, 'utf8').digest();
  return crypto.timingSafeEqual(expected, Buffer.from(parts.v1, 'hex')) ? null : 'Surestep-Signature does not match';
}

module.exports = { signatureProblem, header, TOLERANCE_S };
