'use strict';
/**
 * Create: Refund (POST /v1/refunds), Stripe or Shopify. The intent id defaults to one derived
 * from the triggering record (lib/ids.js), so Autoreplay and a manual replay are replays. A
 * `pending` refund pauses the Zap until it settles (z.generateCallbackUrl() as resume_url, then
 * performResume); `unknown` is retried by Zapier after surestep's `retry_after`. An optional
 * Item joins the intent id, for a deliberate second refund of the same amount on one ticket.
 * Every answer gains `customer_message` and `already_refunded_on` (lib/customer.js): a replay
 * is told as "was already refunded on <date>", never as news.
 */
const { call } = require('../lib/http');
const { refundIntentId, checkedIntentId, withItem } = require('../lib/ids');
const { refuse, sendAndWait, resumed } = require('../lib/steps');
const { withCustomerWords } = require('../lib/customer');
const samples = require('../lib/samples');

const WHOLE = /^[1-9][0-9]{0,7}$/;

function given(value) {
  return value !== undefined && value !== null && String(value) !== '';
}

/** The request body surestep's schema takes for the chosen provider, nothing more. */
function body(z, input) {
  const provider = input.provider || 'stripe';
  const amount = given(input.amount) ? String(input.amount) : undefined;
  if (amount !== undefined && !WHOLE.test(amount)) {
    throw refuse(z, `Amount ${JSON.stringify(input.amount)} is not a whole number of minor units (cents): 1200 for 12.00`);
  }
  const stripeOnly = ['payment_intent', 'charge', 'reason', 'stripe_account'].filter((key) => given(input[key]));
  const shopifyOnly = ['order_id', 'note'].filter((key) => given(input[key]));
  if (provider === 'stripe' && shopifyOnly.length) throw refuse(z, `${shopifyOnly.join(', ')}: only for a Shopify refund`);
  if (provider === 'shopify' && stripeOnly.length) throw refuse(z, `${stripeOnly.join(', ')}: only for a Stripe refund`);
  let intentId;
  try {
    intentId = given(input.intent_id) ? withItem(checkedIntentId(input.intent_id), input.item) : refundIntentId({ ...input, amount });
  } catch (error) {
    throw refuse(z, error.message);
  }
  const out = { intent_id: intentId, provider, amount: amount === undefined ? undefined : Number(amount) };
  const copy = provider === 'stripe'
    ? ['payment_intent', 'charge', 'currency', 'reason', 'ticket_id', 'account', 'stripe_account']
    : ['order_id', 'currency', 'note', 'ticket_id', 'account'];
  for (const key of copy) if (given(input[key])) out[key] = String(input[key]);
  if (out.currency) out.currency = out.currency.toLowerCase();
  if (provider === 'shopify' && given(input.notify)) out.notify = input.notify === true || input.notify === 'true';
  if (given(input.customer_email)) out.customer = { email: String(input.customer_email) };
  if (amount === undefined) delete out.amount;
  return out;
}

async function perform(z, bundle) {
  return withCustomerWords(await sendAndWait(z, bundle, {
    path: '/v1/refunds',
    body: body(z, bundle.inputData),
    waiting: ['pending'],
    step: 'refund',
    wait: bundle.inputData.wait_until_settled !== false && bundle.inputData.wait_until_settled !== 'false',
  }));
}

/** The settled refund: surestep's signed callback, or (unsigned) what a verify reads now. */
async function performResume(z, bundle) {
  const intentId = bundle.outputData.intent_id;
  return withCustomerWords(await resumed(z, bundle, () => call(z, bundle, 'POST', '/v1/refunds/verify', { body: { intent_id: intentId } })));
}

const PROVIDER_HELP = 'Fields of the other provider are refused before anything is sent.';

module.exports = {
  key: 'refund',
  noun: 'Refund',
  display: {
    label: 'Refund a Payment',
    description: 'Refunds a Stripe payment or a Shopify order once, however often the Zap runs again, and answers with the verified state.',
  },
  operation: {
    inputFields: [
      { key: 'provider', label: 'Provider', required: true, default: 'stripe', choices: { stripe: 'Stripe', shopify: 'Shopify' }, altersDynamicFields: false, helpText: PROVIDER_HELP },
      { key: 'ticket_id', label: 'Ticket ID', helpText: 'The support ticket this refund answers (Zendesk id). Part of the derived intent id, and what surestep\'s one-refund-per-ticket rule checks.' },
      { key: 'payment_intent', label: 'Payment Intent (Stripe)', helpText: 'pi_...; or a Charge, not both.' },
      { key: 'charge', label: 'Charge (Stripe)', helpText: 'ch_... or py_...; or a Payment Intent.' },
      { key: 'order_id', label: 'Order ID (Shopify)', helpText: 'The Order GID, gid://shopify/Order/<number>.' },
      { key: 'amount', label: 'Amount (minor units)', type: 'integer', helpText: 'Whole cents: 1200 for 12.00. Required for Stripe; for Shopify, with Currency.' },
      { key: 'currency', label: 'Currency', helpText: 'Three letters, e.g. usd. Refused when it is not the payment\'s.' },
      { key: 'reason', label: 'Reason (Stripe)', choices: { requested_by_customer: 'Requested by customer', duplicate: 'Duplicate', fraudulent: 'Fraudulent' } },
      { key: 'note', label: 'Note (Shopify)' },
      { key: 'notify', label: 'Notify Customer (Shopify)', type: 'boolean' },
      { key: 'customer_email', label: 'Customer Email', helpText: 'Checked by the guard policy against the payment\'s own customer; never sent to the provider.' },
      { key: 'account', label: 'Account', helpText: 'One of your tenant\'s named Stripe or Shopify accounts (GET /v1/accounts); empty: the default.' },
      { key: 'stripe_account', label: 'Connected Account (Stripe Connect)', helpText: 'acct_...: refunds a payment of that connected account.' },
      { key: 'item', label: 'Item', helpText: 'Optional: the line or item this refund is for (a SKU, a line item id, "mug"). Only for a deliberate second refund of the same amount on one ticket and payment (two items, each returned): it joins the intent id (`zap:refund:<ticket>:<payment>:<amount>:<item>`), so that refund is its own, not a replay of the first. Leave it empty otherwise, or map a field as stable as the ticket: a new value is a new refund.' },
      { key: 'intent_id', label: 'Intent ID', helpText: 'Leave empty: it is derived from the ticket, the payment (or order), the amount and the Item, so Autoreplay and replays refund once. Map your own only if it is as stable as that; never a random or run-dependent value (an Item is joined to it too).' },
      { key: 'wait_until_settled', label: 'Wait Until Settled', type: 'boolean', default: 'true', helpText: 'A pending refund pauses the Zap until surestep reports it settled (up to Zapier\'s 30 days). No: the step ends with state pending.' },
    ],
    perform,
    performResume,
    sample: samples.refundAnswer,
    outputFields: samples.refundFields,
  },
};
