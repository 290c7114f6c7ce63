'use strict';
/**
 * Create: Update Ticket (POST /v1/tickets/<id>/updates): one comment and field changes on a
 * Zendesk ticket, posted exactly once per intent. surestep holds the answer up to 20 s (Zapier
 * gives a step 30 s); a job still queued then pauses the Zap until it ends (resume_url).
 */
const { call } = require('../lib/http');
const { ticketIntentId, checkedIntentId } = require('../lib/ids');
const { refuse, sendAndWait, resumed } = require('../lib/steps');
const samples = require('../lib/samples');

const ZENDESK_ID = /^[1-9][0-9]{0,18}$/;
const HOLD_S = 20;

function given(value) {
  return value !== undefined && value !== null && String(value) !== '';
}

function list(value) {
  if (!given(value)) return [];
  return (Array.isArray(value) ? value : String(value).split(',')).map((item) => String(item).trim()).filter(Boolean);
}

/** The update as surestep's schema takes it (without intent_id, which is derived from it). */
function update(z, input) {
  if (!given(input.comment)) throw refuse(z, 'Comment is required: every update posts one comment');
  const out = { comment: { body: String(input.comment), public: !(input.public === false || input.public === 'false') } };
  if (given(input.status)) out.status = String(input.status);
  const add = list(input.tags_add);
  const remove = list(input.tags_remove);
  if (add.length || remove.length) out.tags = { ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) };
  for (const key of ['group_id', 'assignee_id']) {
    if (!given(input[key])) continue;
    if (!ZENDESK_ID.test(String(input[key]))) throw refuse(z, `${key} ${JSON.stringify(input[key])} is not a Zendesk id (digits)`);
    out[key] = Number(input[key]);
  }
  if (input.safe_update === true || input.safe_update === 'true') out.safe_update = true;
  if (given(input.account)) out.account = String(input.account);
  return out;
}

async function perform(z, bundle) {
  const input = bundle.inputData;
  if (!ZENDESK_ID.test(String(input.ticket_id ?? ''))) {
    throw refuse(z, `Ticket ID ${JSON.stringify(input.ticket_id)} is not a Zendesk ticket id (digits)`);
  }
  const changes = update(z, input);
  let intentId;
  try {
    intentId = given(input.intent_id) ? checkedIntentId(input.intent_id) : ticketIntentId(input.ticket_id, changes);
  } catch (error) {
    throw refuse(z, error.message);
  }
  return sendAndWait(z, bundle, {
    path: `/v1/tickets/${input.ticket_id}/updates`,
    body: { intent_id: intentId, ...changes, wait: HOLD_S },
    waiting: ['queued', 'working'],
    step: 'ticket_update',
    wait: input.wait_until_done !== false && input.wait_until_done !== 'false',
  });
}

async function performResume(z, bundle) {
  const jobId = bundle.outputData.job_id;
  return resumed(z, bundle, () => call(z, bundle, 'GET', `/v1/jobs/${encodeURIComponent(jobId)}`));
}

module.exports = {
  key: 'ticket_update',
  noun: 'Ticket Update',
  display: {
    label: 'Update a Ticket',
    description: 'Posts a comment and field changes to a Zendesk ticket exactly once, and waits until Zendesk applied them.',
  },
  operation: {
    inputFields: [
      { key: 'ticket_id', label: 'Ticket ID', required: true, helpText: 'The Zendesk ticket (digits).' },
      { key: 'comment', label: 'Comment', required: true, type: 'text' },
      { key: 'public', label: 'Public Comment', type: 'boolean', default: 'true', helpText: 'No: an internal note.' },
      { key: 'status', label: 'Status', choices: { new: 'New', open: 'Open', pending: 'Pending', hold: 'On-hold', solved: 'Solved', closed: 'Closed' } },
      { key: 'tags_add', label: 'Add Tags', list: true },
      { key: 'tags_remove', label: 'Remove Tags', list: true },
      { key: 'group_id', label: 'Group ID' },
      { key: 'assignee_id', label: 'Assignee ID' },
      { key: 'safe_update', label: 'Safe Update', type: 'boolean', helpText: 'Refuse to overwrite a change someone else made meanwhile (Zendesk\'s updated_stamp); surestep re-applies once, then fails with next escalate.' },
      { key: 'account', label: 'Account', helpText: 'One of your tenant\'s named Zendesk accounts; empty: the default.' },
      { key: 'intent_id', label: 'Intent ID', helpText: 'Leave empty: derived from the ticket and the update itself, so a replay posts the comment once and a different update is a new one.' },
      { key: 'wait_until_done', label: 'Wait Until Done', type: 'boolean', default: 'true', helpText: 'A job still queued after 20 s pauses the Zap until it ends. No: the step ends with state queued.' },
    ],
    perform,
    performResume,
    sample: samples.job,
    outputFields: [
      { key: 'job_id', label: 'Job ID' },
      { key: 'intent_id', label: 'Intent ID' },
      { key: 'state', label: 'State (completed, failed, unknown, queued, working)' },
      { key: 'verified', label: 'Verified', type: 'boolean' },
      { key: 'detail', label: 'Detail' },
      { key: 'next', label: 'Next' },
    ],
  },
};
