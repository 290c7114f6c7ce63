import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../shared/utils';
import { writeDescription } from './fields';
import * as post from './post';
import * as postBulk from './postBulk';
import * as waitForJob from './waitForJob';

export const ticketUpdateOperations: Record<string, Operation> = {
	post: post.execute,
	postBulk: postBulk.execute,
	waitForJob: waitForJob.execute,
};

/** The Ticket Update resource: Post, Post Bulk (queued Zendesk updates) and Wait for Job. */
export const ticketUpdateDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['ticketUpdate'] } },
		options: [
			{
				name: 'Post',
				value: 'post',
				action: 'Post a ticket update',
				description: 'Queue a comment and changes on one ticket, applied at most once per intent ID',
			},
			{
				name: 'Post Bulk',
				value: 'postBulk',
				action: 'Post an update to many tickets',
				description: 'Queue the same comment and changes on up to 100 tickets, at most once per intent ID',
			},
			{
				name: 'Wait for Job',
				value: 'waitForJob',
				action: 'Wait for a ticket update job',
				description: 'Poll a queued ticket update until it is completed, failed or unknown',
			},
		],
		default: 'post',
	},
	...post.postDescription,
	...postBulk.postBulkDescription,
	...writeDescription,
	...waitForJob.waitForJobDescription,
];
