'use strict';
/**
 * What a Zap may tell the customer about a refund answer, and nothing surestep did not say.
 *
 * A replay (`replayed: true`: Autoreplay, a manual replay, a second trigger of the same record)
 * carries the original's `state_since`, so a refund that completed before is told as
 * "was already refunded on <date>", never as news; `already_refunded_on` holds that date
 * (YYYY-MM-DD, UTC) for a Zap to branch or format on, and is null for anything but a replayed,
 * verified completed refund. The sentences are the same in the n8n node and the Make modules.
 */

const TOLD = {
  completed: 'Your refund has been made; the payment provider confirms it.',
  pending: 'Your refund is being processed.',
  escalated: 'A colleague will review your request and get back to you.',
  failed: 'We could not refund this payment; a colleague will look into it.',
  unknown: 'We could not confirm your refund yet; there is no need to ask again.',
};

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `state_since` (ISO 8601) as a Date, or null when it is missing or not a time. */
function moment(stateSince) {
  if (typeof stateSince !== 'string' || !stateSince) return null;
  const at = new Date(stateSince);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** `{customer_message, already_refunded_on}` for one refund answer (see the module's doc). */
function customerWords(answer) {
  const state = answer && answer.state;
  const done = state === 'completed' && answer.verified === true;
  const at = moment(answer && answer.state_since);
  if (done && answer.replayed === true && at) {
    return {
      customer_message: `Your payment was already refunded on ${LONG_DATE.format(at)}.`,
      already_refunded_on: at.toISOString().slice(0, 10),
    };
  }
  const said = state === 'completed' && !done ? TOLD.unknown : TOLD[state] || TOLD.unknown;
  return { customer_message: said, already_refunded_on: null };
}

/** A refund answer with the customer's words added; every field surestep gave kept as it is. */
function withCustomerWords(answer) {
  return answer && typeof answer === 'object' && answer.step === 'refund' ? { ...answer, ...customerWords(answer) } : answer;
}

module.exports = { customerWords, withCustomerWords, TOLD };
