import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { callSurestep } from '../transport';
import { intentId, segment } from './common';

/** Intent Get: GET /v1/intents/<intent_id>, the ledger of every step of the intent. */
export async function getIntent(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	return await callSurestep(ctx, i, { method: 'GET', path: `/v1/intents/${segment(intentId(ctx, i))}` });
}
