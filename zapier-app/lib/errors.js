'use strict';
/**
 * surestep's answers as Zapier's errors, each saying what the builder should do next.
 *
 *   401                         ExpiredAuthError  the key is unknown or revoked: reconnect
 *   429, or 409/503 with        ThrottledError    wait as surestep says (Retry-After), then
 *     Retry-After                                 Zapier runs the step again: a replay
 *   500, 502, 504, no answer    ThrottledError    outcome unknown; running it again is safe
 *   other 4xx, 503 without      z.errors.Error    refused: nothing was sent to a provider; the
 *     Retry-After                                 message is surestep's own advice (detail and
 *                                                 field errors of its problem+json)
 *   403 decisions-in-console    z.errors.Error    Decide an Escalation where surestep keeps
 *                                                 decisions in its console (the default):
 *                                                 nothing decided; a person decides there
 *
 * RefreshAuthError is not used: an API key has nothing to refresh. A state of `unknown` in a
 * 200 answer is not an HTTP error; `outcomeOf` in lib/steps.js raises ThrottledError for it.
 */

const REFUSED = 'Nothing was sent to the provider; fix the step and run it again.';
const IN_CONSOLE = 'Decide an Escalation works only where surestep\'s operator set [escalations] decisions = "api"; running it again changes nothing until then.';
const REPLAY = 'Running it again is safe: the intent id makes it a replay, never a second refund or update.';
const DEFAULT_WAIT_S = 60; // Zapier's own default for a throttled task
const MAX_WAIT_S = 300; // what Zapier honours at most for a webhook's throttle, and enough here

function parse(content) {
  try {
    const value = JSON.parse(content);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** `errors` of a problem ({field: [messages]} or nested) as "field: message; ..." text. */
function fieldText(errors, prefix = '') {
  if (!errors || typeof errors !== 'object') return errors ? `${prefix}${errors}` : '';
  if (Array.isArray(errors)) {
    return errors.map((item) => (typeof item === 'object' ? fieldText(item, prefix) : `${prefix.replace(/\.$/, '')}: ${item}`)).join('; ');
  }
  return Object.entries(errors)
    .map(([key, value]) => fieldText(value, `${prefix}${key}.`))
    .join('; ');
}

/** Seconds to wait: the Retry-After header, else the problem's `retry_after`, else null. */
function retryAfter(response, problem) {
  const header = response.headers && response.headers.get ? response.headers.get('retry-after') : null;
  const seconds = Number(header ?? problem.retry_after);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

function waitSeconds(seconds) {
  return Math.min(MAX_WAIT_S, Math.max(1, Math.ceil(seconds ?? DEFAULT_WAIT_S)));
}

/** The sentence surestep's problem says: "<status> <title>: <detail> Fields: ...". */
function sentence(status, problem) {
  const title = problem.title || `HTTP ${status}`;
  const detail = problem.detail ? `: ${String(problem.detail).replace(/\s*\.?\s*$/, '.')}` : '.';
  const fields = problem.errors ? ` Fields: ${fieldText(problem.errors)}.` : '';
  return `surestep ${status} ${title}${detail}${fields}`;
}

/** A surestep answer of 400 or more as the Zapier error that says what to do about it. */
function problemError(z, response) {
  const status = response.status;
  const problem = parse(response.content);
  const slug = String(problem.type || '').split('/').pop() || `http-${status}`;
  const said = sentence(status, problem);
  const wait = retryAfter(response, problem);
  if (status === 401) {
    return new z.errors.ExpiredAuthError(`${said} Reconnect surestep with a current API key.`);
  }
  if (status === 429 || (wait !== null && (status === 409 || status >= 500))) {
    const seconds = waitSeconds(wait);
    return new z.errors.ThrottledError(`${said} Zapier runs the step again in ${seconds} s. ${REPLAY}`, seconds);
  }
  if (slug === 'decisions-in-console') return new z.errors.Error(`${said} ${IN_CONSOLE}`, slug, status);
  if ([500, 502, 504].includes(status)) {
    return new z.errors.ThrottledError(`${said} The outcome is unknown. ${REPLAY}`, waitSeconds(null));
  }
  return new z.errors.Error(`${said} ${status === 503 ? 'Ask surestep\'s operators to configure it.' : REFUSED}`, slug, status);
}

/** No answer at all (refused, reset, timed out): the outcome is unknown, so retry. */
function unreachableError(z, url, error) {
  const cause = String((error && error.message) || error).replace(/\s*\.?\s*$/, '');
  return new z.errors.ThrottledError(
    `surestep could not be reached at ${new URL(url).origin}: ${cause}. The outcome is unknown. ${REPLAY}`,
    waitSeconds(null),
  );
}

module.exports = { problemError, unreachableError, waitSeconds, REPLAY, REFUSED };
