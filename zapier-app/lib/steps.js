'use strict';
/**
 * What every create shares: sending a step and reading its answer as verified state, waiting for
 * a step that has not settled through Zapier's callback (`z.generateCallbackUrl()` passed as
 * surestep's `resume_url`, then `performResume`), and refusing bad input before any call.
 */
const { call } = require('./http');
const { waitSeconds, REPLAY, REFUSED } = require('./errors');
const { signatureProblem } = require('./signature');

/** Bad input, refused before anything is sent (a z.errors.Error naming what to fix). */
function refuse(z, message) {
  return new z.errors.Error(`${message.replace(/\s*\.?\s*$/, '.')} ${REFUSED}`, 'invalid-input', 400);
}

/**
 * A settled answer as the step's output; `unknown` (surestep could not verify the outcome) is
 * thrown as ThrottledError with surestep's own `retry_after`, so Zapier runs the step again
 * after that wait: a replay under the same intent id, which never acts twice.
 */
function outcomeOf(z, answer) {
  if (answer && answer.state === 'unknown') {
    const seconds = waitSeconds(answer.retry_after ?? null);
    throw new z.errors.ThrottledError(
      `surestep could not verify the outcome (unknown${answer.provider_status ? `, ${answer.provider_status}` : ''}): ${answer.detail || 'no detail'} Zapier runs the step again in ${seconds} s. ${REPLAY}`,
      seconds,
    );
  }
  return answer;
}

/** The newest resume delivery surestep recorded for `intentId`'s `step`, or null. */
async function deliveryOf(z, bundle, intentId, step) {
  const intent = await call(z, bundle, 'GET', `/v1/intents/${encodeURIComponent(intentId)}`);
  const entry = (intent.steps || []).find((item) => item.step === step);
  return (entry && entry.delivery) || null;
}

/**
 * Send a step; when its answer is still `waiting` (a pending refund, a queued ticket update) and
 * the Zap runs live, send the same step again with a Zapier callback URL as `resume_url` (it is
 * not part of the request's identity: the second send is a replay that only registers the URL),
 * so surestep resumes the Zap with the settled result. The second answer carries the
 * registration's `resume_secret` (once: surestep never shows it again), kept in the output for
 * performResume. A step that settled before the URL was registered sends nothing to it (see
 * zapier-app/README.md): then this posts the settled answer to the callback itself, unsigned, and
 * performResume re-reads the state from surestep.
 */
async function sendAndWait(z, bundle, { path, body, waiting, step, wait }) {
  const first = await call(z, bundle, 'POST', path, { body });
  const live = !(bundle.meta && bundle.meta.isLoadingSample);
  if (!waiting.includes(first.state) || !wait || !live) return outcomeOf(z, first);
  const callbackUrl = z.generateCallbackUrl();
  const second = await call(z, bundle, 'POST', path, { body: { ...body, resume_url: callbackUrl } });
  if (!waiting.includes(second.state)) {
    const delivery = second.delivery !== undefined ? second.delivery : await deliveryOf(z, bundle, second.intent_id, step);
    if (!delivery || delivery.url !== callbackUrl) {
      await z.request({ url: callbackUrl, method: 'POST', body: JSON.stringify(second), headers: { 'Content-Type': 'application/json' } });
    }
  }
  return { ...second, waiting_for: 'surestep' };
}

/**
 * performResume: the body surestep POSTed to the callback URL, when its Surestep-Signature
 * verifies with the secret of this callback URL's own registration (the `resume_secret` of the
 * answer that registered it, kept in `bundle.outputData` by perform; no API key can read it
 * again, so an agent holding the Zap's key cannot sign a callback); otherwise (a forged, late,
 * self-posted callback, or one signed with the tenant's or another registration's secret) the
 * state as surestep reads it now, via `reread`. The secret stays out of the step's output.
 */
async function resumed(z, bundle, reread) {
  const kept = (bundle.outputData && bundle.outputData.resume_secret) || null;
  const raw = bundle.rawRequest || {};
  const problem = signatureProblem(kept, raw);
  const { resume_secret: _secret, ...result } = problem ? await reread() : JSON.parse(raw.content);
  return { ...result, waiting_for: null, callback_signature: problem ? `not used (${problem}); state re-read from surestep` : 'verified' };
}

module.exports = { refuse, outcomeOf, sendAndWait, resumed };
