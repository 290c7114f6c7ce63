import { createHash } from 'crypto';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** One operation of one resource, run for one item; answers the item's output JSON. */
export type Operation = (ctx: IExecuteFunctions, itemIndex: number) => Promise<IDataObject>;

// An expression that read a missing field yields "undefined" or "null" inside the id; every
// item would then share one intent and all but the first would be refused or, worse, replayed.
const UNRESOLVED = /(^|[-_:.])(undefined|null|NaN)($|[-_:.])/;

const WHERE_DEFAULTS_LOOK =
	'The default reads the item, or its body as a Webhook node delivers it ($json.body), for';

/**
 * A required id (payment intent, charge, order, ticket) exactly as mapped, refused before any call
 * when its expression found nothing, with where the default looked.
 */
export function mappedId(ctx: IExecuteFunctions, itemIndex: number, name: string, label: string, field: string): string {
	const value = ctx.getNodeParameter(name, itemIndex, '') as unknown;
	if (value === undefined || value === null || String(value) === '') {
		throw new NodeOperationError(ctx.getNode(), `The ${label} of item ${itemIndex} is empty`, {
			itemIndex,
			description:
				`${WHERE_DEFAULTS_LOOK} ${field}; it had neither. Map the ${label} from the field that ` +
				'holds it. Nothing was sent.',
		});
	}
	return String(value);
}

/**
 * The item's intent id exactly as mapped, refused before any call when its expression found
 * nothing. Never trimmed: " x" and "x" are two ids to the service, which refuses the first (422),
 * so a stray space fails loudly instead of quietly merging two requests into one intent.
 */
export function intentId(ctx: IExecuteFunctions, itemIndex: number): string {
	const value = String(ctx.getNodeParameter('intentId', itemIndex, '') ?? '');
	if (!value || UNRESOLVED.test(value)) {
		throw new NodeOperationError(ctx.getNode(), `The intent ID evaluated to "${value}"`, {
			itemIndex,
			description:
				`${WHERE_DEFAULTS_LOOK} the intent_id (Refund Create: else "zendesk-" + ticket_id); it had ` +
				'neither. Map it from a field of the item that identifies the request (e.g. the ticket ID), ' +
				'so it is the same on every re-run. Nothing was sent.',
		});
	}
	return value;
}

const PLAIN_PART = /^[A-Za-z0-9._-]{1,40}$/;
const INTENT_ID = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * The intent id with the refund's Item joined on, `<intent id>:<item>`, or the id as it is when
 * there is no Item. An Item that is not plain ASCII of [A-Za-z0-9._-] (at most 40) is written
 * as `h` and 24 hex of its SHA-256, as the Zapier app writes a part: it never adds a `:` of its
 * own, so two different items never share an id, and the id stays one surestep accepts.
 */
export function withItem(ctx: IExecuteFunctions, itemIndex: number, intent: string, item: unknown): string {
	if (item === undefined || item === null || String(item) === '') return intent;
	const text = String(item);
	const part = PLAIN_PART.test(text) ? text : `h${createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 24)}`;
	const joined = `${intent}:${part}`;
	if (!INTENT_ID.test(joined)) {
		throw new NodeOperationError(ctx.getNode(), `The intent ID with the Item, "${joined}", is longer than 200 characters`, {
			itemIndex,
			description: 'Shorten the Intent ID: the Item adds ":" and up to 40 characters. Nothing was sent.',
		});
	}
	return joined;
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

/** An id path segment, sent as mapped and URL-encoded so a "/", "?" or "#" cannot reach another route. */
export function segment(value: unknown): string {
	return encodeURIComponent(String(value ?? ''));
}

const MAX_ZENDESK_ID = '9223372036854775807'; // 2^63 - 1: Zendesk's ids are 64-bit

/**
 * A Zendesk id as the service takes it, or null: ASCII digits without a leading zero, at most
 * 2^63 - 1. Kept as its digits; Number() would take "0x1F", "1e3" or " 12 " and round above 2^53.
 */
export function zendeskId(text: string): string | null {
	if (!/^[1-9][0-9]{0,18}$/.test(text)) return null;
	// Equal-length digit strings compare as their numbers do.
	if (text.length === MAX_ZENDESK_ID.length && text > MAX_ZENDESK_ID) return null;
	return text;
}

/**
 * An amount or a quantity as builders' items carry it: a JSON integer, or its digits as text
 * ("1200" is how a Webhook body usually has it), sent as a JSON integer. Anything else ("12.00",
 * "1,200", "1e3", 12.5, "") is refused here, naming the value, before any call.
 */
export function wholeNumber(
	ctx: IExecuteFunctions,
	itemIndex: number,
	value: unknown,
	label: string,
	hint: string,
): number {
	if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
	if (typeof value === 'string' && /^(0|[1-9][0-9]*)$/.test(value) && Number.isSafeInteger(Number(value))) {
		return Number(value);
	}
	throw new NodeOperationError(
		ctx.getNode(),
		`The ${label} of item ${itemIndex} is ${JSON.stringify(value) ?? String(value)}, not a whole number`,
		{
			itemIndex,
			description: `${hint} A number or its digits as text ("1200") both work. Nothing was sent.`,
		},
	);
}
