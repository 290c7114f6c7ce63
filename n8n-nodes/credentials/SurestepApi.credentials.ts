import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

/**
 * A surestep API key and the service's base URL. Every request carries the key as a Bearer
 * token. The key is a flow's API key or a person's ops key (which may also approve or reject
 * escalations). The credential test calls `GET /v1/me`, the cheapest authenticated call, so a
 * wrong key or URL shows up when the credential is saved rather than in the middle of a refund.
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
			description: 'Where the surestep service answers, e.g. https://surestep.example.com (a trailing /v1 or slash is fine)',
			required: true,
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				'A flow key from SURESTEP_API_KEYS, or a person\'s ops key from SURESTEP_OPS_KEYS (needed to approve or reject escalations)',
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
			baseURL: '={{$credentials.baseUrl.replace(/(\\/v1)?\\/*$/, "")}}',
			url: '/v1/me',
			method: 'GET',
		},
	};
}
