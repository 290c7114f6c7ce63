import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { sleepWithAbort } from 'n8n-workflow';

import { callSurestep } from '../../shared/transport';
import { segment } from '../../shared/utils';
import { timeoutFor } from './fields';

const TERMINAL = ['completed', 'failed', 'unknown'];
const MAX_SERVER_WAIT_S = 25;

/** Wait for Job's fields: the job and how long to poll it. */
export const waitForJobDescription: INodeProperties[] = [
	{
		displayName: 'Job ID',
		name: 'jobId',
		type: 'string',
		required: true,
		default: '={{ $json.job_id }}',
		displayOptions: { show: { resource: ['ticketUpdate'], operation: ['waitForJob'] } },
	},
	{
		displayName: 'Give Up After (Seconds)',
		name: 'maxWaitSeconds',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 600 },
		default: 60,
		description:
			'How long to keep polling before returning the job as it is then (still queued or working)',
		displayOptions: { show: { resource: ['ticketUpdate'], operation: ['waitForJob'] } },
	},
];

/**
 * Wait for Job: long-polls GET /v1/jobs/<id>?wait=N until the job is completed, failed or
 * unknown, or "Give Up After" runs out; returns the job as last read either way.
 */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const jobId = segment(ctx.getNodeParameter('jobId', i));
	const deadline = Date.now() + (ctx.getNodeParameter('maxWaitSeconds', i, 60) as number) * 1000;
	for (;;) {
		const remainingS = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
		const wait = Math.min(MAX_SERVER_WAIT_S, remainingS);
		const job = await callSurestep(ctx, i, {
			method: 'GET',
			path: `/v1/jobs/${jobId}`,
			qs: { wait },
			timeout: timeoutFor(wait),
		});
		if (TERMINAL.includes(String(job.state)) || Date.now() >= deadline) return job;
		// The server returned early without a terminal state (it caps its own wait): poll again,
		// after a short pause so a server that does not hold the request is not hammered.
		if (wait === 0) return job;
		await sleepWithAbort(200, ctx.getExecutionCancelSignal());
	}
}
