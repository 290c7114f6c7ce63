import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

/**
 * A surestep API key and the service's base URL. Every request carries the key as a Bearer
 * token; the credential test calls `GET /v1/me`, the cheapest authenticated call (an ops key,
 * which may decide escalations, is tested on `GET /v1/escalations?limit=1`), so a wrong key or
 * URL shows up when the credential is saved rather than in the middle of a refund.
 */
export class SurestepApi implements ICredentialType {
	name = 'surestepApi';

	displayName = 'Surestep API';

	icon: Icon = { light: 'file:../icons/surestep.svg', dark: 'file:../icons/surestep.dark.svg' };

	documentationUrl = 'https://surestep.dev/docs';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'http://127.0.0.1:8000',
			placeholder: 'https://surestep.example.com',
			description: 'Where the surestep service answers, without a trailing /v1',
			required: true,
		},
		{
			displayName: 'Key Type',
			name: 'keyType',
			type: 'options',
			options: [
				{ name: 'API Key (Flows)', value: 'apiKey' },
				{ name: 'Ops Key (a Person Who Approves or Rejects)', value: 'ops' },
			],
			default: 'apiKey',
			description:
				'An API key runs steps; an ops key (SURESTEP_OPS_KEYS) may also approve or reject escalations',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'A key from SURESTEP_API_KEYS (or SURESTEP_OPS_KEYS); it decides the tenant',
			required: true,
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Bearer {{$credentials.apiKey}}',
			},
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			// GET /v1/me answers API keys only; an ops key is checked on the escalation list.
			url: '={{$credentials.keyType === "ops" ? "/v1/escalations?limit=1" : "/v1/me"}}',
			method: 'GET',
		},
	};
}
