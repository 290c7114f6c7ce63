'use strict';
// The approval example reacts to escalations and never decides them: nothing in it may put a
// URL or token that decides where the guarded agent reads (the ticket, its internal notes).
const { test } = require('node:test');
const assert = require('node:assert/strict');
const FLOW = require('../examples/approval-flow.json');

const text = JSON.stringify(FLOW.nodes.filter((n) => n.type !== 'n8n-nodes-base.stickyNote'));

test('the approval example has no node that decides or waits on a link', () => {
	for (const node of FLOW.nodes) {
		assert.ok(!['n8n-nodes-base.wait', 'n8n-nodes-base.webhook', 'n8n-nodes-base.formTrigger', 'n8n-nodes-base.form'].includes(node.type), node.name);
		assert.notEqual(node.parameters.resource, 'escalation', `${node.name} decides an escalation`);
		assert.notEqual(node.credentials?.surestepApi?.id, 'SurestepOpsKey01', `${node.name} holds an ops credential`);
	}
	assert.doesNotMatch(text, /resumeUrl|\$execution|webhook-waiting|\/webhook/);
});

test('the approval example reacts to escalation.created and escalation.resolved with internal notes', () => {
	const trigger = FLOW.nodes.find((n) => n.type === 'n8n-nodes-surestep.surestepTrigger');
	assert.deepEqual(trigger.parameters.events, ['escalation.created', 'escalation.resolved']);
	const notes = FLOW.nodes.filter((n) => n.parameters.resource === 'ticketUpdate');
	assert.equal(notes.length, 2);
	for (const note of notes) assert.equal(note.parameters.commentPublic, false, note.name);
	// a person's or a flow's words go in as one JSON-quoted line, never as text that formats
	const decided = notes.find((n) => n.name === 'Say what a person decided').parameters.commentBody;
	assert.match(decided, /JSON\.stringify\(String\(\$json\.data\.note/);
	assert.match(decided, /resolution \|\| \{\}\)\.state === 'completed'/);
});
