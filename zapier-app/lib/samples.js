'use strict';
/**
 * What surestep answers and emits, as samples for the Zap editor (Zapier's fallback when no live
 * sample can be read) and as the readers that rebuild an event's `data` from surestep's own
 * records for a trigger's performList (surestep has no event listing: see README.md).
 *
 * `refundView` is surestep's `service/steps/refund.py:view` over a ledger entry as
 * GET /v1/intents/<id> returns it; test/triggers.test.js holds it equal to a real event.
 */

const NEXT = { completed: 'notify_customer', pending: 'wait', failed: 'escalate', unknown: 'retry', escalated: 'wait_for_human' };

/** When the entry reached its state (`updated_at`, seconds) as ISO 8601 UTC to the second. */
function since(updatedAt) {
  return typeof updatedAt === 'number' ? new Date(Math.floor(updatedAt) * 1000).toISOString().replace('.000Z', 'Z') : null;
}

/** A refund entry (a `steps[]` item of GET /v1/intents/<id>) as the refund step answers it. */
function refundView(intentId, entry, replayed = false) {
  const { args = {}, result = {} } = entry;
  const view = {
    intent_id: intentId,
    step: entry.step,
    state: entry.state,
    verified: Boolean(result.verified),
    provider: args.provider || 'stripe',
    account: args.account || 'env',
    ...(args.stripe_account ? { stripe_account: args.stripe_account } : {}),
    refund_id: result.refund_id ?? null,
    amount: result.amount ?? null,
    currency: result.currency ?? null,
    provider_status: result.provider_status ?? null,
    failure_reason: result.failure_reason ?? null,
    detail: result.detail ?? '',
    replayed,
    state_since: since(entry.updated_at),
    attempts: entry.attempts,
    next: NEXT[entry.state] || 'retry',
    retry_after: result.retry_after ?? null,
    links: { self: `/v1/intents/${intentId}` },
    guard: result.guard ?? null, // the judgment recorded with the refund (README "Judgment")
  };
  if (result.escalation_id) {
    view.reasons = result.reasons || [];
    view.escalation = { id: result.escalation_id, links: { self: `/v1/escalations/${result.escalation_id}` } };
  }
  return view;
}

const refund = {
  intent_id: 'zap:refund:48213:pi_3PdemoA1:1200',
  step: 'refund',
  state: 'completed',
  verified: true,
  provider: 'stripe',
  account: 'env',
  refund_id: 're_3PdemoA1',
  amount: 1200,
  currency: 'usd',
  provider_status: 'succeeded',
  failure_reason: null,
  detail: 'Stripe confirms refund re_3PdemoA1 of 1200 USD (minor units) succeeded.',
  replayed: false,
  state_since: '2026-12-01T09:30:02Z',
  attempts: 1,
  next: 'notify_customer',
  retry_after: null,
  links: { self: '/v1/intents/zap:refund:48213:pi_3PdemoA1:1200' },
  guard: null,
};

/** The Refund a Payment action's sample: the answer and what the Zap may tell the customer. */
const refundAnswer = { ...refund, customer_message: 'Your refund has been made; the payment provider confirms it.', already_refunded_on: null };

const refundFields = [
  { key: 'intent_id', label: 'Intent ID' },
  { key: 'state', label: 'State (completed, pending, failed, unknown, escalated)' },
  { key: 'verified', label: 'Verified at the Provider', type: 'boolean' },
  { key: 'refund_id', label: 'Refund ID' },
  { key: 'amount', label: 'Amount (minor units)', type: 'integer' },
  { key: 'currency', label: 'Currency' },
  { key: 'provider_status', label: 'Provider Status' },
  { key: 'failure_reason', label: 'Failure Reason' },
  { key: 'detail', label: 'Detail' },
  { key: 'next', label: 'Next (what the Zap should do)' },
  { key: 'replayed', label: 'Replayed (an earlier run\'s answer; nothing was sent again)', type: 'boolean' },
  { key: 'state_since', label: 'State Since (ISO 8601, UTC; a replay carries the original\'s time)' },
  { key: 'customer_message', label: 'Customer Message (what the customer may be told; a replay says "was already refunded on <date>")' },
  { key: 'already_refunded_on', label: 'Already Refunded On (YYYY-MM-DD, only when this run replayed a completed refund)' },
  { key: 'escalation__id', label: 'Escalation ID' },
];

const job = {
  job_id: 'job_5d0c3f1e2a7b4c9d8e6f0a1b',
  intent_id: 'zap:ticket:48213:9f2c1d7e3b5a4c60',
  step: 'ticket_update',
  state: 'completed',
  account: 'env',
  verified: true,
  detail: 'Zendesk applied the update (audit in its answer).',
  next: 'notify_customer',
  attempts: 1,
  replayed: false,
  results: [{ ticket_id: 48213, state: 'completed', comment_id: 1001, audit_id: 1000, error: null }],
  delivery: null,
  links: { self: '/v1/jobs/job_5d0c3f1e2a7b4c9d8e6f0a1b', wait: '/v1/jobs/job_5d0c3f1e2a7b4c9d8e6f0a1b?wait=25', intent: '/v1/intents/zap:ticket:48213:9f2c1d7e3b5a4c60' },
};

const escalation = {
  id: 'esc_8a1f0c2b3d4e5f60718293a4',
  intent_id: 'zap:refund:48213:pi_3PdemoA1:25000',
  state: 'open',
  kind: 'approval',
  reasons: [{ code: 'approval_required', message: 'Refunds over 200.00 USD need a person\'s approval.' }],
  proposal: { provider: 'stripe', payment_intent: 'pi_3PdemoA1', amount: 25000, currency: 'usd' },
  context: {},
  ticket_id: '48213',
  created_at: 1764547200.5,
  expires_at: 1764806400.5,
  decided_by: null,
  decided_at: null,
  note: null,
  resolution: null,
  links: {
    self: '/v1/escalations/esc_8a1f0c2b3d4e5f60718293a4',
    intent: '/v1/intents/zap:refund:48213:pi_3PdemoA1:25000',
    approve: '/v1/escalations/esc_8a1f0c2b3d4e5f60718293a4/approve',
    reject: '/v1/escalations/esc_8a1f0c2b3d4e5f60718293a4/reject',
  },
};

const reconciliation = {
  reconciliation_id: 'rec_0f1e2d3c4b5a69788796',
  since: 1764540000,
  until: 1764547200,
  counts: { manual_refund: 1 },
  findings: [{ kind: 'manual_refund', new: true, account: 'env', intent_id: null, refunds: [{ id: 're_3PmanualA1', amount: 500, currency: 'usd', status: 'succeeded' }] }],
  links: { self: '/v1/reconciliations/rec_0f1e2d3c4b5a69788796' },
};

/** An event as surestep delivers it (`{id, type, created_at, data}`). */
function event(type, data, id = 'evt_0a1b2c3d4e5f6a7b8c9d0e1f', createdAt = 1764547200.5) {
  return { id, type, created_at: createdAt, data };
}

module.exports = { NEXT, refundView, refund, refundAnswer, refundFields, job, escalation, reconciliation, event };
