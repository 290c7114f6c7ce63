import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withCustomerWords } from '../../shared/customer';
import { fromItem, intentIdField } from '../../shared/descriptions';
import { callSurestep } from '../../shared/transport';
import { intentId } from '../../shared/utils';

/** Refund Verify's fields: only the intent to re-read. */
export const verifyDescription: INodeProperties[] = [intentIdField('refund', ['verify'], `={{ ${fromItem('intent_id')} }}`)];

/** Refund Verify: POST /v1/refunds/verify (re-reads the provider, never writes). */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	return withCustomerWords(
		await callSurestep(ctx, i, { method: 'POST', path: '/v1/refunds/verify', body: { intent_id: intentId(ctx, i) } }),
	);
}
