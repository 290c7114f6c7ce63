import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';
import { sleepWithAbort } from 'n8n-workflow';

import { problemError, unreachableError } from './errors';

export const CREDENTIAL_NAME = 'surestepApi';

/** A node run (items), a trigger's activation hooks or an editor's list: all call surestep the same way. */
export type SurestepContext = IExecuteFunctions | IHookFunctions | ILoadOptionsFunctions;

/** How many 409 "the same intent is still executing" answers one call waits out. */
export const MAX_IN_FLIGHT_WAITS = 10;
/** A Retry-After above this is cut to it, so one item never stalls a run for long. */
const MAX_RETRY_AFTER_S = 30;

export interface SurestepCall {
	method: IHttpRequestMethods;
	path: string;
	/** An object, or JSON text sent as it is (for numbers a JavaScript number cannot hold). */
	body?: IDataObject | string;
	qs?: IDataObject;
	/** Milliseconds; long polls pass their wait plus a margin. */
	timeout?: number;
}

/**
 * The service's root from the credential's Base URL, which builders write with or without `/v1`
 * and a trailing slash (`https://x`, `https://x/`, `https://x/v1`, `https://x/v1/`); every path
 * this node sends starts with `/v1`. The credential test strips the same (its own expression).
 */
export function serviceRoot(baseUrl: unknown): string {
	return String(baseUrl ?? '').replace(/(\/v1)?\/*$/, '');
}

/**
 * One authenticated call to surestep. A 409 with `Retry-After` (the same intent is still
 * executing) is waited out for that long, up to MAX_IN_FLIGHT_WAITS times: the service then
 * replays the first execution's result. Returns
 * the parsed JSON body of a 2xx answer; throws NodeApiError (see errors.ts).
 */
export async function callSurestep(
	ctx: SurestepContext,
	itemIndex: number,
	call: SurestepCall,
): Promise<IDataObject> {
	const credentials =
		'getInputData' in ctx
			? await ctx.getCredentials(CREDENTIAL_NAME, itemIndex)
			: await ctx.getCredentials(CREDENTIAL_NAME);
	const baseURL = serviceRoot(credentials.baseUrl);
	for (let waits = 0; ; waits++) {
		let response: IN8nHttpFullResponse;
		try {
			response = (await ctx.helpers.httpRequestWithAuthentication.call(ctx, CREDENTIAL_NAME, {
				method: call.method,
				baseURL,
				url: call.path,
				body: call.body,
				// JSON text is sent as it is only under a JSON content type (axios's rule).
				...(typeof call.body === 'string' ? { headers: { 'Content-Type': 'application/json' } } : {}),
				qs: call.qs,
				json: true,
				timeout: call.timeout ?? 60_000,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
			})) as IN8nHttpFullResponse;
		} catch (error) {
			throw unreachableError(ctx.getNode(), itemIndex, baseURL, error);
		}
		const status = response.statusCode;
		// Only "still executing" carries Retry-After; a 409 without it (already decided) is final.
		if (status === 409 && hasRetryAfter(response.headers) && waits < MAX_IN_FLIGHT_WAITS) {
			const cancel = 'getExecutionCancelSignal' in ctx ? ctx.getExecutionCancelSignal() : undefined;
			await sleepWithAbort(retryAfterMs(response.headers), cancel);
			continue;
		}
		const body = parseBody(response.body);
		if (status >= 200 && status < 300) return body;
		throw problemError(ctx.getNode(), itemIndex, status, body);
	}
}

function hasRetryAfter(headers: IDataObject | undefined): boolean {
	return headers?.['retry-after'] !== undefined || headers?.['Retry-After'] !== undefined;
}

/** The wait a 409 asks for, in milliseconds (1 s when the header is unreadable). */
export function retryAfterMs(headers: IDataObject | undefined): number {
	const raw = headers?.['retry-after'] ?? headers?.['Retry-After'];
	const seconds = Number(Array.isArray(raw) ? raw[0] : raw);
	if (!Number.isFinite(seconds) || seconds < 0) return 1000;
	return Math.min(seconds, MAX_RETRY_AFTER_S) * 1000;
}

function parseBody(body: unknown): IDataObject {
	// problem+json is not always parsed for us: it is JSON under another media type.
	if (typeof body === 'string') {
		if (!body.trim()) return {};
		try {
			return JSON.parse(body) as IDataObject;
		} catch {
			return { detail: body };
		}
	}
	if (Buffer.isBuffer(body)) return parseBody(body.toString('utf8'));
	return (body ?? {}) as IDataObject;
}
