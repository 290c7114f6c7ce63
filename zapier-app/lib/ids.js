'use strict';
/**
 * Intent ids derived from the triggering record, never from the run: Zapier's Autoreplay (up to
 * five re-runs of a failed step) and a manual replay run the step again with the same input, so
 * they send the same intent id, and surestep answers with the first execution's result.
 *
 *   refund         zap:refund:<ticket or ->:<payment_intent | charge | order>:<amount or all>[:<item>]
 *   ticket update  zap:ticket:<ticket>:<sha256 of the update, 16 hex>
 *
 * A part that is not plain ASCII of [A-Za-z0-9._-] (a Shopify GID's slashes, spaces, ':') is
 * written as `h<sha256, 24 hex>`, so two different records never share an id and every id is one
 * surestep accepts (1-200 of [A-Za-z0-9._:-]).
 *
 * The item (the line or item a refund is for) is how a Zap makes a deliberate second refund of
 * the same amount on one ticket and payment (two mugs of one order, each returned): without it
 * the two derive one intent, and the second answers the first as a replay. It is written as a
 * part like the others, so it can never add a `:` of its own or collide with another record.
 */
const crypto = require('node:crypto');

const PLAIN = /^[A-Za-z0-9._-]{1,40}$/;
const INTENT_ID = /^[A-Za-z0-9._:-]{1,200}$/;

function sha256(text) {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** One part of an id: readable when it is plain, else its hash. Shopify GIDs keep their tail. */
function part(value) {
  const text = String(value);
  const gid = /^gid:\/\/shopify\/([A-Za-z]+)\/([0-9]{1,20})$/.exec(text);
  if (gid) return `shopify.${gid[1]}.${gid[2]}`;
  return PLAIN.test(text) ? text : `h${sha256(text).slice(0, 24)}`;
}

function present(value) {
  return value !== undefined && value !== null && String(value) !== '';
}

/** The refund's intent id from its ticket, payment (or order), amount and, if given, item. */
function refundIntentId({ ticket_id, payment_intent, charge, order_id, amount, item }) {
  const payment = [payment_intent, charge, order_id].find(present);
  if (!present(payment)) {
    throw new Error('A refund needs its payment (payment intent or charge) or its order to derive the intent id.');
  }
  const parts = ['zap', 'refund', present(ticket_id) ? part(ticket_id) : '-', part(payment), present(amount) ? part(amount) : 'all'];
  return withItem(parts.join(':'), item);
}

/** An intent id with the refund's item joined on (`<id>:<item>`), or the id as it is. */
function withItem(intentId, item) {
  if (!present(item)) return intentId;
  return checkedIntentId(`${intentId}:${part(item)}`);
}

/** Keys sorted at every level, so the same update always hashes the same. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The ticket update's intent id from its ticket and what it changes. */
function ticketIntentId(ticketId, update) {
  return ['zap', 'ticket', part(ticketId), sha256(canonical(update)).slice(0, 16)].join(':');
}

/** A builder's own intent id, checked as surestep checks it (whole, ASCII, no whitespace). */
function checkedIntentId(value) {
  if (!INTENT_ID.test(String(value))) {
    throw new Error(`Intent ID ${JSON.stringify(value)} is not 1-200 of A-Z a-z 0-9 . _ : - (no spaces); map a stable field of the trigger, or leave it empty for the derived one.`);
  }
  return String(value);
}

module.exports = { refundIntentId, ticketIntentId, checkedIntentId, withItem, canonical, part };
