import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeConnectionTypes } from 'n8n-workflow';

import { callSurestep } from '../Surestep/shared/transport';
import { signatureProblem } from './signature';

const EVENTS = [
	['refund.completed', 'Refund Completed', 'A refund is confirmed by the provider'],
	['refund.failed', 'Refund Failed', 'A refund failed or was refused'],
	['refund.unknown', 'Refund Unknown', 'A refund\'s outcome stayed unknown'],
	['escalation.created', 'Escalation Created', 'Something now waits for a person\'s decision'],
	['escalation.resolved', 'Escalation Resolved', 'A person approved or rejected (or it expired)'],
	['ticket_update.completed', 'Ticket Update Completed', 'A ticket update was applied'],
	['ticket_update.failed', 'Ticket Update Failed', 'A ticket update failed'],
];

/**
 * Starts a workflow on surestep's events. Activating the workflow subscribes its webhook URL to
 * the chosen events (`POST /v1/subscriptions`, whose signing secret is kept in the node's static
 * data); deactivating unsubscribes. Each delivery's `Surestep-Signature` is checked on the raw
 * body before anything runs: a forged, altered or replayed (over 5 minutes old) one gets 401.
 */
export class SurestepTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Surestep Trigger',
		name: 'surestepTrigger',
		icon: { light: 'file:../../icons/surestep.svg', dark: 'file:../../icons/surestep.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description: 'Starts the workflow when surestep reports a refund, escalation or ticket update event',
		defaults: { name: 'Surestep Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'surestepApi', required: true }],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				required: true,
				options: EVENTS.map(([value, name, description]) => ({ name, value, description })),
				default: ['refund.completed'],
				description: 'Which events start the workflow',
			},
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const data = this.getWorkflowStaticData('node');
				if (!data.subscriptionId) return false;
				try {
					const sub = await callSurestep(this, 0, {
						method: 'GET',
						path: `/v1/subscriptions/${encodeURIComponent(String(data.subscriptionId))}`,
					});
					return sub.target_url === this.getNodeWebhookUrl('default');
				} catch (error) {
					if ((error as NodeApiError).httpCode === '404') {
						// Gone (deleted, or removed after a 410): subscribe again.
						delete data.subscriptionId;
						delete data.secret;
						return false;
					}
					throw new NodeApiError(this.getNode(), error as JsonObject);
				}
			},

			async create(this: IHookFunctions): Promise<boolean> {
				const sub = await callSurestep(this, 0, {
					method: 'POST',
					path: '/v1/subscriptions',
					body: {
						target_url: this.getNodeWebhookUrl('default'),
						events: this.getNodeParameter('events') as string[],
					},
				});
				if (!sub.id || !sub.secret) {
					throw new NodeApiError(this.getNode(), sub as JsonObject, {
						message: 'surestep answered the subscription without an id or a secret',
					});
				}
				const data = this.getWorkflowStaticData('node');
				data.subscriptionId = sub.id;
				data.secret = sub.secret;
				return true;
			},

			async delete(this: IHookFunctions): Promise<boolean> {
				const data = this.getWorkflowStaticData('node');
				if (data.subscriptionId) {
					try {
						await callSurestep(this, 0, {
							method: 'DELETE',
							path: `/v1/subscriptions/${encodeURIComponent(String(data.subscriptionId))}`,
						});
					} catch (error) {
						// Already gone is what we wanted; anything else must be seen.
						if ((error as NodeApiError).httpCode !== '404') {
							throw new NodeApiError(this.getNode(), error as JsonObject);
						}
					}
				}
				delete data.subscriptionId;
				delete data.secret;
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const request = this.getRequestObject() as unknown as { rawBody?: Buffer; body: IDataObject };
		const secret = String(this.getWorkflowStaticData('node').secret ?? '');
		const header = this.getHeaderData()['surestep-signature'] as string | undefined;
		const problem = secret
			? signatureProblem(secret, header, request.rawBody ?? Buffer.from(JSON.stringify(request.body)))
			: 'this trigger holds no subscription secret (activate the workflow again)';
		if (problem) {
			this.getResponseObject().status(401).json({ error: problem });
			return { noWebhookResponse: true };
		}
		const event = this.getBodyData();
		const wanted = this.getNodeParameter('events') as string[];
		if (!wanted.includes(String(event.type))) return {};
		return { workflowData: [this.helpers.returnJsonArray([event])] };
	}
}
