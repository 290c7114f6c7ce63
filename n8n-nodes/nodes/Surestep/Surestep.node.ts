import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import { getAccounts } from './shared/accounts';
import { escalationDescription, escalationOperations } from './resources/escalation';
import { intentDescription, intentOperations } from './resources/intent';
import { refundDescription, refundOperations } from './resources/refund';
import { ticketUpdateDescription, ticketUpdateOperations } from './resources/ticketUpdate';
import { configuredOutputs, FAILED_OUTPUT, OUTPUT_STATES, UNKNOWN_OUTPUT } from './shared/descriptions';
import { isRefusal } from './shared/errors';
import type { Operation } from './shared/utils';

/** Each resource's operations, from its folder under resources/ (description and execute). */
const OPERATIONS: Record<string, Record<string, Operation>> = {
	refund: refundOperations,
	intent: intentOperations,
	ticketUpdate: ticketUpdateOperations,
	escalation: escalationOperations,
};

/**
 * surestep's steps as one n8n node. Refund Create and Verify have one output per verified state
 * (Completed, Pending, Failed, Unknown, Escalated), the Ticket Update operations (from version 2)
 * one per job state (Completed, Pending, Failed, Unknown); every other operation has one output. Each item is
 * handled on its own and keeps its pairing; with "Continue On Fail" an item that got no verified
 * answer leaves a branching operation on Unknown when the outcome is not known (running it again
 * is safe) and on Failed when surestep refused the request (nothing was sent), never on Completed.
 */
export class Surestep implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Surestep',
		name: 'surestep',
		icon: { light: 'file:../../icons/surestep.svg', dark: 'file:../../icons/surestep.dark.svg' },
		group: ['transform'],
		// Version 2 gave the Ticket Update operations one output per job state and a 10 s "Wait Up
		// To"; n8n keeps a saved node's typeVersion, so a workflow saved with 1 keeps one output
		// and 0 s (n8n's light versioning: outputs and defaults by the node's version).
		version: [1, 2],
		defaultVersion: 2,
		subtitle: '={{$parameter["resource"] + ": " + $parameter["operation"]}}',
		description: 'Idempotent, verified refunds, ticket updates and escalations that branch on verified state',
		defaults: { name: 'Surestep' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: `={{(${configuredOutputs})($parameter, $nodeVersion)}}`,
		credentials: [{ name: 'surestepApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Escalation', value: 'escalation' },
					{ name: 'Intent', value: 'intent' },
					{ name: 'Refund', value: 'refund' },
					{ name: 'Ticket Update', value: 'ticketUpdate' },
				],
				default: 'refund',
			},
			...refundDescription,
			...intentDescription,
			...ticketUpdateDescription,
			...escalationDescription,
		],
	};

	methods = { loadOptions: { getAccounts } };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = this.getInputData();
		const resource = this.getNodeParameter('resource', 0) as string;
		const operation = this.getNodeParameter('operation', 0) as string;
		const run = OPERATIONS[resource]?.[operation];
		if (!run) {
			throw new NodeOperationError(this.getNode(), `Unknown operation ${resource}/${operation}`);
		}
		const count = configuredOutputs({ resource, operation }, this.getNode().typeVersion).length;
		const states = count > 1 ? OUTPUT_STATES[resource] : undefined;
		const outputs: INodeExecutionData[][] = Array.from({ length: count }, () => []);
		for (let i = 0; i < items.length; i++) {
			const pairedItem = { item: i };
			try {
				const json = await run(this, i);
				outputs[states ? outputFor(this, states, json, i) : 0].push({ json, pairedItem });
			} catch (error) {
				const nodeError =
					error instanceof NodeApiError || error instanceof NodeOperationError
						? error
						: new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
				// n8n shows the item an error is about; every error of ours names it already.
				nodeError.context.itemIndex ??= i;
				if (!this.continueOnFail()) throw nodeError;
				const json: IDataObject = { error: nodeError.message };
				if (nodeError.description) json.description = nodeError.description;
				if (nodeError instanceof NodeApiError && nodeError.httpCode) {
					json.status = Number(nodeError.httpCode);
				}
				// `error` on the item lets n8n move it to the error output when the node is set to
				// "Continue (using error output)"; otherwise it leaves on Failed or Unknown.
				const output = states ? (isRefusal(nodeError) ? FAILED_OUTPUT : UNKNOWN_OUTPUT) : 0;
				outputs[output].push({ json, error: nodeError, pairedItem });
			}
		}
		return outputs;
	}
}

/**
 * The output index of an answer's state. A state this node does not know is an error, not a
 * branch; the call was made, so (with Continue On Fail) it leaves on Unknown, not Failed.
 */
function outputFor(ctx: IExecuteFunctions, states: string[][], json: IDataObject, itemIndex: number): number {
	const index = states.findIndex((names) => names.includes(String(json.state)));
	if (index < 0) {
		throw new NodeApiError(ctx.getNode(), json as JsonObject, {
			message: `surestep answered an unknown state "${String(json.state)}"`,
			itemIndex,
			description: 'Update the node: this version branches on ' + states.flat().join(', ') + '.',
		});
	}
	return index;
}
