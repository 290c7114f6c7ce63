'use strict';
/**
 * Zapier's throttles, set from the limits surestep itself keeps (README, Configuration), so a
 * busy Zap is slowed by Zapier before surestep has to answer `unknown` (rate_limited):
 *
 * - Refund, Decide Escalation (approving carries out a refund): surestep spends a shared budget
 *   per Stripe key, STRIPE_RATE_TEST = 25 requests/s by default (live keys 100, one endpoint 25),
 *   and a new Stripe refund costs 3 Stripe requests (read the payment, create, read the refund
 *   back; measured on the simulator through /metrics). 25 / 3 = 8 refunds a second per account:
 *   the test-mode budget, the smaller one, so the Zap never outruns the key whatever its mode.
 *   Two windows back to back (16 refunds, 48 requests) fit within STRIPE_MAX_WAIT_S = 3 s of
 *   waiting for the budget, so a burst waits instead of answering unknown.
 * - Update Ticket, Escalate (its note is a ticket update): Zendesk's Update Ticket endpoint
 *   admits 100 requests a minute per account, and a surestep update is one such request
 *   (read-backs only after an ambiguous answer).
 *
 * Scope `account`: every connection of a Zapier account usually holds the same surestep key,
 * whose budget they share. Find Intent and the triggers read surestep only: no throttle.
 */
const STRIPE = { window: 1, limit: 8, scope: ['account'] };
const ZENDESK = { window: 60, limit: 100, scope: ['account'] };

module.exports = {
  refund: STRIPE,
  decide_escalation: STRIPE,
  ticket_update: ZENDESK,
  escalate: ZENDESK,
};
