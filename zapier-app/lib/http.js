'use strict';
/**
 * How the app talks to surestep: the base URL of the connection, the key on surestep's requests
 * only (never on a callback to Zapier or anywhere else), and JSON in and out. Errors are turned
 * into Zapier's by `lib/errors.js`, in the app's `afterResponse`.
 */
const { problemError, unreachableError } = require('./errors');

// What z.request throws that already says what to do: z.errors.* raised by afterResponse.
const ZAPIER_ERRORS = new Set(['AppError', 'ThrottledError', 'ExpiredAuthError', 'HaltedError', 'ResponseError']);

// surestep answers every step within 25 s (long work answers 202 and calls back); Zapier stops
// an action at 30 s. A call with no answer by then has an unknown outcome (a replay is safe).
const TIMEOUT_MS = 27000;

/** The connection's base URL without a trailing slash or `/v1` (people paste either). */
function baseUrl(authData) {
  const raw = String((authData && authData.base_url) || '').trim();
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`The base URL ${JSON.stringify(raw)} is not a URL; use e.g. https://surestep.example.com.`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error('The base URL must be http(s)://host[:port][/path], without credentials, query or fragment.');
  }
  return url.href.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/** Whether a request goes to this connection's surestep (the only place its key may go). */
function isOurs(requestUrl, bundle) {
  try {
    return String(requestUrl).startsWith(`${baseUrl(bundle.authData)}/`);
  } catch {
    return false;
  }
}

/** beforeRequest: the key as a Bearer token, on requests to surestep only. */
function addKey(request, z, bundle) {
  if (isOurs(request.url, bundle)) {
    request.headers = { ...request.headers, Authorization: `Bearer ${bundle.authData.api_key}` };
    request.headers.Accept = request.headers.Accept || 'application/json, application/problem+json';
    // Our afterResponse turns a 429 into ThrottledError itself, with surestep's own words.
    request.throwForThrottlingEarly = false;
  }
  return request;
}

/** afterResponse: surestep's problem+json answers as Zapier errors (lib/errors.js). */
function raiseProblems(response, z, bundle) {
  if (response.status >= 400 && isOurs(response.request.url, bundle) && !response.request.skipThrowForStatus) {
    throw problemError(z, response);
  }
  return response;
}

/**
 * One call to surestep: `path` under the base URL, `body` as JSON. Resolves to the parsed
 * answer (null for a 204). A call with no answer (refused, reset, timed out) is an unknown
 * outcome: `unreachableError`, retryable.
 */
async function call(z, bundle, method, path, { body, params, keepStatus } = {}) {
  const url = `${baseUrl(bundle.authData)}${path}`;
  let response;
  try {
    response = await z.request({
      url,
      method,
      params,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      skipThrowForStatus: Boolean(keepStatus),
      timeout: TIMEOUT_MS,
    });
  } catch (error) {
    if (ZAPIER_ERRORS.has(error && error.name)) throw error; // ours (afterResponse): says what to do

    throw unreachableError(z, url, error);
  }
  if (keepStatus) return response;
  if (response.status === 204 || !response.content) return null;
  return JSON.parse(response.content);
}

module.exports = { baseUrl, isOurs, addKey, raiseProblems, call };
