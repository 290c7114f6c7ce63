import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fromItem, intentIdField } from '../../shared/descriptions';
import { callSurestep } from '../../shared/transport';
import { intentId, segment } from '../../shared/utils';

/** Intent Get's fields: the intent to read. */
export const getDescription: INodeProperties[] = [intentIdField('intent', ['get'], `={{ ${fromItem('intent_id')} }}`)];

/** Intent Get: GET /v1/intents/<intent_id>, the ledger of every step of the intent. */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	return await callSurestep(ctx, i, { method: 'GET', path: `/v1/intents/${segment(intentId(ctx, i))}` });
}
