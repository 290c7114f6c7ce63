'use strict';
/**
 * Search: Find Intent, by intent id (GET /v1/intents/<id>), or by ticket or payment. surestep's
 * listing (GET /v1/intents) filters by step, state and time but not by ticket or payment, so
 * those are matched here over the newest SCAN refund and ticket-update entries of the last
 * `within_days` (each read with GET /v1/intents/<id>); README.md says what the API lacks.
 * Each match carries its verified state.
 */
const { call } = require('../lib/http');
const { refuse } = require('../lib/steps');
const { refundView } = require('../lib/samples');

const SCAN = 100;
const BATCH = 10;

/** One intent as a search result: its main step's verified state, and every step in short. */
function record(intent) {
  const steps = intent.steps || [];
  const main = steps.find((s) => s.step === 'refund') || steps[0];
  const args = main.args || {};
  const base = main.step === 'refund'
    ? refundView(intent.intent_id, main, true)
    : { intent_id: intent.intent_id, step: main.step, state: main.state, verified: Boolean((main.result || {}).verified), detail: (main.result || {}).detail || '' };
  return {
    id: intent.intent_id,
    ...base,
    ticket_id: args.ticket_id != null ? String(args.ticket_id) : null,
    payment_intent: args.payment_intent || null,
    charge: args.charge || null,
    order_id: args.order_id || null,
    created_at: main.created_at,
    updated_at: main.updated_at,
    resume_delivery: main.delivery || null,
    steps: steps.map((s) => ({ step: s.step, state: s.state, attempts: s.attempts })),
  };
}

async function byId(z, bundle, intentId) {
  const response = await call(z, bundle, 'GET', `/v1/intents/${encodeURIComponent(intentId)}`, { keepStatus: true });
  if (response.status === 404) return null;
  if (response.status >= 400) response.throwForStatus();
  return JSON.parse(response.content);
}

function matches(intent, ticket, payment) {
  return (intent.steps || []).some(({ args = {} }) => {
    const tickets = [args.ticket_id, ...(args.ticket_ids || [])].filter((v) => v != null).map(String);
    const payments = [args.payment_intent, args.charge, args.order_id].filter(Boolean);
    return (!ticket || tickets.includes(ticket)) && (!payment || payments.includes(payment));
  });
}

async function perform(z, bundle) {
  const { intent_id: intentId, ticket_id: ticket, payment } = bundle.inputData;
  if (intentId) {
    const intent = await byId(z, bundle, String(intentId));
    return intent ? [record(intent)] : [];
  }
  if (!ticket && !payment) throw refuse(z, 'Give an Intent ID, a Ticket ID or a Payment');
  const days = Math.min(30, Math.max(1, Number(bundle.inputData.within_days) || 7));
  const since = Math.floor(Date.now() / 1000) - days * 86400;
  const page = await call(z, bundle, 'GET', `/v1/intents?step=refund&step=ticket_update&since=${since}&limit=${SCAN}`);
  const ids = [...new Set(page.data.map((row) => row.intent_id))];
  const found = [];
  for (let at = 0; at < ids.length; at += BATCH) {
    const intents = await Promise.all(ids.slice(at, at + BATCH).map((id) => byId(z, bundle, id)));
    for (const intent of intents) if (intent && matches(intent, ticket && String(ticket), payment && String(payment))) found.push(record(intent));
  }
  return found;
}

module.exports = {
  key: 'find_intent',
  noun: 'Intent',
  display: {
    label: 'Find an Intent',
    description: 'Finds a refund or ticket update by its intent id, ticket or payment, with the state surestep verified.',
  },
  operation: {
    inputFields: [
      { key: 'intent_id', label: 'Intent ID', helpText: 'Exact; or leave empty and give a Ticket ID or Payment.' },
      { key: 'ticket_id', label: 'Ticket ID' },
      { key: 'payment', label: 'Payment', helpText: 'A Stripe payment intent or charge, or a Shopify Order GID.' },
      { key: 'within_days', label: 'Within Days', type: 'integer', default: '7', helpText: 'By ticket or payment: among the newest 100 refunds and ticket updates created in this many days (1-30).' },
    ],
    perform,
    sample: { id: 'zap:refund:48213:pi_3PdemoA1:1200', ...require('../lib/samples').refund, replayed: true, ticket_id: '48213', payment_intent: 'pi_3PdemoA1', charge: null, order_id: null, created_at: 1764547200.1, updated_at: 1764547201.2, resume_delivery: null, steps: [{ step: 'refund', state: 'completed', attempts: 1 }] },
    outputFields: [
      { key: 'intent_id', label: 'Intent ID' },
      { key: 'step', label: 'Step' },
      { key: 'state', label: 'State' },
      { key: 'verified', label: 'Verified', type: 'boolean' },
      { key: 'ticket_id', label: 'Ticket ID' },
    ],
  },
};
