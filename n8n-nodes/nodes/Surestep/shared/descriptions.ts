import type { INodeProperties } from 'n8n-workflow';

const INTENT_ID_WHY =
	'The stable ID of this logical request (1-200 of letters, digits, ".", "_", ":" or "-"). It must ' +
	'stay the same every time this item is run again, by a retry, a re-run or a duplicate webhook: ' +
	'that is what makes the step run at most once. Build it from the ticket or order, never from ' +
	'the execution, a timestamp or a random value.';

/**
 * A default expression reading `field` from the item as it is, or from its `body`: a Webhook
 * node's item is `{headers, params, query, body}`, a Set node's or a trigger's is flat.
 */
export const fromItem = (field: string) => `$json.${field} || $json.body?.${field}`;

/** The intent id field of one resource's operations, defaulting to an expression on the item. */
export function intentIdField(
	resource: string,
	operations: string[],
	defaultExpression: string,
): INodeProperties {
	return {
		displayName: 'Intent ID',
		name: 'intentId',
		type: 'string',
		required: true,
		default: defaultExpression,
		placeholder: 'zendesk-48213',
		description: INTENT_ID_WHY,
		displayOptions: { show: { resource: [resource], operation: operations } },
	};
}

/** "Resume a Wait node when done" and the URL it sends, shown for the given operations. */
export function resumeFields(resource: string, operations: string[]): INodeProperties[] {
	const show = { resource: [resource], operation: operations };
	return [
		{
			displayName: 'Resume a Wait Node When Done',
			name: 'resumeWaitNode',
			type: 'boolean',
			default: false,
			description:
				'Whether surestep should POST the final result to this execution\'s resume URL when the ' +
				'step settles later, so a Wait node set to "On Webhook Call" continues the flow. Set that ' +
				'Wait node\'s HTTP Method to POST (its default is GET): n8n refuses a POST to a GET wait, ' +
				'and the delivery then fails at once with that reason on the job',
			displayOptions: { show },
		},
		{
			displayName: 'Resume URL',
			name: 'resumeUrl',
			type: 'string',
			default: '={{ $execution.resumeUrl }}',
			description:
				'Where surestep POSTs the final result. Keep the default: it is the URL that resumes the ' +
				'Wait node of this execution.',
			displayOptions: { show: { ...show, resumeWaitNode: [true] } },
		},
	];
}

/**
 * The states each branching operation's outputs stand for, output by output: Refund Create and
 * Verify one per verified state; every Ticket Update operation (a job; from node version 2)
 * Completed, Pending (queued or working: it settles later), Failed, Unknown. Failed and Unknown
 * are at the same index in both.
 */
export const OUTPUT_STATES: Record<string, string[][]> = {
	refund: [['completed'], ['pending'], ['failed'], ['unknown'], ['escalated']],
	ticketUpdate: [['completed'], ['queued', 'working'], ['failed'], ['unknown']],
};
export const FAILED_OUTPUT = 2;
export const UNKNOWN_OUTPUT = 3;

/**
 * The node's outputs for the current parameters and node version (typeVersion). n8n evaluates
 * this in the editor and at run time as an expression built from the function's source, so it
 * must not use anything from outside its own body. Version 1, the node a workflow saved before
 * version 2 holds, gives the Ticket Update operations one output as it always did; version 2 one
 * per job state.
 */
export function configuredOutputs(parameters: { resource?: string; operation?: string }, version?: number) {
	const resource = parameters.resource ?? 'refund';
	const defaults: Record<string, string> = { refund: 'create', ticketUpdate: 'post' };
	const operation = parameters.operation ?? defaults[resource];
	let names = ['Result'];
	if (resource === 'refund' && ['create', 'verify'].includes(operation ?? '')) {
		names = ['Completed', 'Pending', 'Failed', 'Unknown', 'Escalated'];
	} else if (resource === 'ticketUpdate' && (version ?? 2) >= 2) {
		names = ['Completed', 'Pending', 'Failed', 'Unknown'];
	}
	return names.map((displayName) => ({ type: 'main', displayName }));
}
