import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

/**
 * The node's errors, each saying what a builder should do next. Two verdicts, in the message (it
 * is what an error branch's `$json.error`, the CLI and a Respond to Webhook node carry) and in the
 * description (n8n's error panel):
 * - UNKNOWN_OUTCOME: no verified answer (no connection, a timeout, a 5xx, a 409 that outlasted our
 *   waits); the intent id makes a repeat a replay.
 * - REFUSED: surestep (4xx) or this node refused the request before anything reached a provider.
 * - IN_CONSOLE: Approve or Reject where surestep keeps decisions in its console (403
 *   `decisions-in-console`, its default): nothing was decided, and running it again cannot help.
 * Every error carries the item's index (`context.itemIndex`).
 */
export const UNKNOWN_OUTCOME = 'The outcome is unknown; running the same item again is safe.';
export const REFUSED = 'Nothing was sent to the provider; fix the request and run it again.';
export const IN_CONSOLE =
	'Approve and Reject work only where surestep\'s operator set [escalations] decisions = "api"; ' +
	'a person decides in surestep\'s console, and running this again changes nothing until then.';

const UNKNOWN_WHY =
	'surestep gave no verified answer, so whether the step ran is not known. Running the same ' +
	'item again is safe: the intent id makes it a replay, which never acts twice.';

/** Whether an error is a refusal: the flow must change the request rather than retry it. */
export function isRefusal(error: unknown): boolean {
	if (error instanceof NodeApiError) {
		const status = Number(error.httpCode);
		return status >= 400 && status < 500 && status !== 409;
	}
	return error instanceof NodeOperationError;
}

/**
 * A NodeApiError whose message and description are exactly ours. Built from a plain object:
 * NodeApiError's constructor hands back a NodeApiError it is given unchanged (n8n already wraps
 * network errors in one), and rewrites a message that names a network code; both would drop ours.
 */
function apiError(
	node: INode,
	itemIndex: number,
	parts: { message: string; description: string; httpCode?: string; response?: IDataObject },
): NodeApiError {
	const error = new NodeApiError(node, (parts.response ?? {}) as JsonObject, {
		itemIndex,
		httpCode: parts.httpCode,
		message: parts.message,
		description: parts.description,
	});
	error.message = parts.message;
	error.description = parts.description;
	error.context.itemIndex = itemIndex;
	return error;
}

/**
 * No answer from surestep (`error` is what n8n's request helper threw: its NodeApiError with a
 * readable message, or the raw network error).
 */
export function unreachableError(node: INode, itemIndex: number, baseURL: string, error: unknown): NodeApiError {
	const cause = String((error as Error)?.message ?? error).replace(/\s*\.?\s*$/, '');
	return apiError(node, itemIndex, {
		message: `surestep could not be reached at ${baseURL}: ${cause}. ${UNKNOWN_OUTCOME}`,
		description: `No answer arrived. ${UNKNOWN_WHY}`,
		response: { message: cause, code: (error as IDataObject)?.code as string },
	});
}

/** An RFC 9457 problem answer as the node error that says what to do about it. */
export function problemError(node: INode, itemIndex: number, status: number, problem: IDataObject): NodeApiError {
	const title = String(problem.title ?? `HTTP ${status}`);
	const detail = problem.detail ? `: ${String(problem.detail).replace(/\s*\.?\s*$/, '')}` : '';
	const fields = problem.errors ? ` Fields: ${JSON.stringify(problem.errors)}` : '';
	const unknown = status >= 500 || status === 409 || status < 400;
	const inConsole = String(problem.type ?? '').endsWith('/decisions-in-console');
	const verdict = inConsole ? IN_CONSOLE : unknown ? UNKNOWN_OUTCOME : REFUSED;
	return apiError(node, itemIndex, {
		message: `surestep ${status} ${title}${detail}. ${verdict}`,
		description: (inConsole ? IN_CONSOLE : unknown ? UNKNOWN_WHY : REFUSED) + fields,
		httpCode: String(status),
		response: problem,
	});
}

/** A parameter this node refuses before any call (nothing was sent). */
export function refusedParameter(node: INode, itemIndex: number, message: string, hint: string): NodeOperationError {
	return new NodeOperationError(node, message, { itemIndex, description: `${hint} Nothing was sent.` });
}
