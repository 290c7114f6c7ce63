import type {
	IDataObject,
	IExecuteFunctions,
	ILoadOptionsFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { callSurestep } from './transport';

/**
 * Which of the tenant's named provider accounts a step uses (issue 17). The "Account" list is
 * filled from GET /v1/accounts?provider=... with the node's credential; its first entry, "Tenant's
 * Default", is the empty value, and an empty value sends no `account`, so the service uses the
 * tenant's default account of that provider. A workflow saved before this field has none, which
 * reads as that same empty value: it sends exactly what it sent before (no new node version).
 */

// The service's rules (docs: the accounts contract), checked before sending so a mapped value
// that is not a name is refused naming it instead of reaching another account or a 422.
const ACCOUNT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const CONNECTED_ACCOUNT = /^acct_[A-Za-z0-9]{1,64}$/;

export const DEFAULT_ACCOUNT_LABEL = "Tenant's Default";

/** The provider whose accounts a resource's step uses, from the node's current parameters. */
export function accountProvider(resource: unknown, provider: unknown): string {
	if (resource === 'ticketUpdate') return 'zendesk';
	return provider === 'shopify' ? 'shopify' : 'stripe';
}

/**
 * The "Account" field of Refund Create (Stripe or Shopify, as Provider says) and of Ticket Update
 * Post and Post Bulk (Zendesk): a list from the service, or an expression. Literal objects, so
 * n8n's lint reads their descriptions.
 */
export const refundAccountField: INodeProperties = {
	displayName: 'Account Name or ID',
	name: 'account',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getAccounts', loadOptionsDependsOn: ['provider'] },
	default: '',
	description:
		"Which of the tenant's Stripe or Shopify accounts (as Provider says) the refund uses; Tenant's Default sends none, so the tenant's default account is used. Choose from the list, or specify an ID using an <a href=\"https://docs.n8n.io/code/expressions/\">expression</a>.",
	displayOptions: { show: { resource: ['refund'], operation: ['create'] } },
};

export const ticketAccountField: INodeProperties = {
	displayName: 'Account Name or ID',
	name: 'account',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getAccounts' },
	default: '',
	description:
		"Which of the tenant's Zendesk accounts the update uses; Tenant's Default sends none, so the tenant's default account is used. Choose from the list, or specify an ID using an <a href=\"https://docs.n8n.io/code/expressions/\">expression</a>.",
	displayOptions: { show: { resource: ['ticketUpdate'], operation: ['post', 'postBulk'] } },
};

/** Refund Create's "Connected Account" (Stripe Connect), an option of its Additional Fields. */
export const connectedAccountOption: INodeProperties = {
	displayName: 'Connected Account',
	name: 'stripeAccount',
	type: 'string',
	default: '',
	placeholder: 'acct_1Nv0FGQ9RKHgCVdK',
	description:
		'A Stripe Connect account (acct_...) the refund is made on, sent as the Stripe-Account header; empty: the account itself',
	displayOptions: { show: { '/provider': ['stripe'] } },
};

/** The options of the "Account" list: "Tenant's Default" (empty), then each account by name. */
export async function getAccounts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const provider = accountProvider(this.getCurrentNodeParameter('resource'), this.getCurrentNodeParameter('provider'));
	let answer: IDataObject;
	try {
		answer = await callSurestep(this, 0, { method: 'GET', path: '/v1/accounts', qs: { provider } });
	} catch (error) {
		throw new NodeOperationError(this.getNode(), `surestep's ${provider} accounts could not be listed: ${(error as Error).message}`, {
			description:
				'Check the credential (its Base URL and API key). An account name can still be set with an ' +
				`expression; "${DEFAULT_ACCOUNT_LABEL}" needs no list.`,
		});
	}
	const accounts = ((answer.data ?? []) as IDataObject[]).filter((account) => account.provider === provider);
	const current = accounts.find((account) => account.default === true);
	return [
		{
			name: DEFAULT_ACCOUNT_LABEL,
			value: '',
			description: current
				? `Now ${String(current.name)}; follows the tenant's default when ops change it`
				: "The tenant's default account, whichever it is when the step runs",
		},
		...accounts.map((account) => ({
			name: String(account.name),
			value: String(account.name),
			...(account.default === true ? { description: "The tenant's default now" } : {}),
		})),
	];
}

/** A value exactly as mapped ("" when unset), refused before any call when it breaks `rule`. */
function checked(ctx: IExecuteFunctions, i: number, text: string, rule: RegExp, label: string, hint: string): string {
	if (text === '' || rule.test(text)) return text;
	throw new NodeOperationError(ctx.getNode(), `The ${label} of item ${i} is ${JSON.stringify(text)}, not ${hint}`, {
		itemIndex: i,
		description:
			`Pick it from the list, or map a value of that form; an empty value is "${DEFAULT_ACCOUNT_LABEL}". ` +
			'Nothing was sent.',
	});
}

/**
 * Adds `account` (and, for Stripe, `stripe_account`) to a body, each only when it is set. An
 * account expression that found nothing (undefined or null, not "") is refused: quietly using the
 * tenant's default would send the step to an account the flow did not mean.
 */
export function addAccount(ctx: IExecuteFunctions, i: number, body: IDataObject, extra: IDataObject = {}): void {
	const raw = ctx.getNodeParameter('account', i, '') as unknown;
	if (raw === undefined || raw === null) {
		throw new NodeOperationError(ctx.getNode(), `The account of item ${i} evaluated to ${String(raw)}`, {
			itemIndex: i,
			description:
				'Its expression found nothing on the item. Map the field that names the account, or make the ' +
				`expression give "" for ${DEFAULT_ACCOUNT_LABEL}. Nothing was sent.`,
		});
	}
	const name = checked(ctx, i, String(raw), ACCOUNT_NAME, 'account',
		'an account name (a-z, 0-9, "_" or "-", up to 40, starting with a letter or digit)');
	if (name) body.account = name;
	const connected = checked(ctx, i, String(extra.stripeAccount ?? ''), CONNECTED_ACCOUNT, 'connected account',
		'a Stripe account ID (acct_ and up to 64 letters or digits)');
	if (connected) body.stripe_account = connected;
}
