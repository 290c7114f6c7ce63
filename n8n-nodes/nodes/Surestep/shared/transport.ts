import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IN8nHttpFullResponse,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleepWithAbort } from 'n8n-workflow';

export const CREDENTIAL_NAME = 'surestepApi';

/** A node run (items) or a trigger's activation hooks: both call surestep the same way. */
export type SurestepContext = IExecuteFunctions | IHookFunctions;

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
 * Whether an error means surestep refused the request (a 4xx other than 409, or a parameter this
 * node refused before calling): nothing was sent to the provider, so the flow must change the
 * request rather than retry it. Every other error (no connection, a timeout, a 5xx, a 409 that
 * outlasted our waits) leaves the outcome unknown, and repeating the same request is safe.
 */
export function isRefusal(error: unknown): boolean {
	if (error instanceof NodeApiError) {
		const status = Number(error.httpCode);
		return status >= 400 && status < 500 && status !== 409;
	}
	return error instanceof NodeOperationError;
}

/**
 * One authenticated call to surestep. A 409 with `Retry-After` (the same intent is still
 * executing) is waited out for that long, up to MAX_IN_FLIGHT_WAITS times: the service then
 * replays the first execution's result. Returns
 * the parsed JSON body of a 2xx answer; throws NodeApiError (see isRefusal).
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
	const baseURL = String(credentials.baseUrl ?? '').replace(/\/+$/, '');
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
			const unreachable = new NodeApiError(ctx.getNode(), error as JsonObject, {
				itemIndex,
				description:
					'No answer arrived, so whether the step ran is not known. Running the same item again ' +
					'is safe: the intent id makes it a replay.',
			});
			// n8n rewrites the message of a known network code; say which service it was about.
			unreachable.message = `surestep could not be reached at ${baseURL}: ${unreachable.message}`;
			throw unreachable;
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
		throw problemError(ctx, itemIndex, status, body);
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

/** Turns an RFC 9457 problem into the node error that says what to do about it. */
function problemError(
	ctx: SurestepContext,
	itemIndex: number,
	status: number,
	problem: IDataObject,
): NodeApiError {
	const title = String(problem.title ?? `HTTP ${status}`);
	const detail = problem.detail ? `: ${String(problem.detail)}` : '';
	const fieldErrors = problem.errors ? ` Fields: ${JSON.stringify(problem.errors)}` : '';
	const options = {
		itemIndex,
		httpCode: String(status),
		message: `surestep ${status} ${title}${detail}`,
	};
	if (status >= 500 || status === 409) {
		return new NodeApiError(ctx.getNode(), problem as JsonObject, {
			...options,
			description:
				'surestep gave no verified answer, so the outcome is not known. Running the same item ' +
				`again is safe: the intent id makes it a replay.${fieldErrors}`,
		});
	}
	return new NodeApiError(ctx.getNode(), problem as JsonObject, {
		...options,
		description: `Nothing was sent to the provider. Fix the request and run it again.${fieldErrors}`,
	});
}
