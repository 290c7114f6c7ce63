import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

// An expression that read a missing field yields "undefined" or "null" inside the id; every
// item would then share one intent and all but the first would be refused or, worse, replayed.
const UNRESOLVED = /(^|[-_:.])(undefined|null|NaN)($|[-_:.])/;

/** The item's intent id, refused before any call when its expression found nothing. */
export function intentId(ctx: IExecuteFunctions, itemIndex: number): string {
	const value = String(ctx.getNodeParameter('intentId', itemIndex, '') ?? '').trim();
	if (!value || UNRESOLVED.test(value)) {
		throw new NodeOperationError(ctx.getNode(), `The intent ID evaluated to "${value}"`, {
			itemIndex,
			description:
				'Map it from a field of the item that identifies the request (e.g. the ticket ID), so it ' +
				'is the same on every re-run. Nothing was sent.',
		});
	}
	return value;
}

/** Adds `resume_url` when "Resume a Wait node when done" is on. */
export function addResumeUrl(ctx: IExecuteFunctions, itemIndex: number, body: IDataObject): void {
	if (!ctx.getNodeParameter('resumeWaitNode', itemIndex, false)) return;
	const url = String(ctx.getNodeParameter('resumeUrl', itemIndex, '') ?? '').trim();
	if (!/^https?:\/\//.test(url)) {
		throw new NodeOperationError(ctx.getNode(), `The resume URL "${url}" is not an http(s) URL`, {
			itemIndex,
			description: 'Keep the default, {{ $execution.resumeUrl }}. Nothing was sent.',
		});
	}
	body.resume_url = url;
}

/** Splits "a, b,,c" into ["a", "b", "c"]. */
export function commaList(value: unknown): string[] {
	return String(value ?? '')
		.split(',')
		.map((part) => part.trim())
		.filter((part) => part.length > 0);
}

/** An id path segment, URL-encoded so a stray "/" cannot reach another route. */
export function segment(value: unknown): string {
	return encodeURIComponent(String(value ?? '').trim());
}
