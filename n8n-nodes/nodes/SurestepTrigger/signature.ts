import { createHmac, timingSafeEqual } from 'crypto';

/** How old a delivery's timestamp may be, in seconds (Stripe's tolerance, which surestep follows). */
export const TOLERANCE_S = 300;

/**
 * Checks a `Surestep-Signature: t=<unix>,v1=<hex>` header against the raw body: v1 must be
 * HMAC-SHA256(secret, "<t>.<raw body>") and t within TOLERANCE_S of now. Returns null when the
 * delivery is genuine, else the reason it is refused.
 */
export function signatureProblem(
	secret: string,
	header: string | undefined,
	rawBody: Buffer,
	nowS: number = Date.now() / 1000,
): string | null {
	if (!header) return 'no Surestep-Signature header';
	const parts = Object.fromEntries(
		header.split(',').map((part) => {
			const at = part.indexOf('=');
			return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
		}),
	);
	const timestamp = Number(parts.t);
	if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) {
		return 'malformed Surestep-Signature header';
	}
	if (Math.abs(nowS - timestamp) > TOLERANCE_S) return 'Surestep-Signature timestamp too old';
	const expected = createHmac('sha256', secret)
		.update(Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]))
		.digest();
	if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return 'Surestep-Signature does not match';
	return null;
}
