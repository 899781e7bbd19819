// Shared by the REST adapter and the recording download, so neither needs the 20 MB twilio client.

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
}

/** Resolves the account to use; the cloud reads it from Secrets Manager once per cold start. */
export type TwilioCredentials = () => Promise<TwilioAccount>;

/** `fetch` as the adapters use it, so tests hand in a stub instead of patching globals. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export function basicAuthorization({ accountSid, authToken }: TwilioAccount): string {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`, 'utf8').toString('base64')}`;
}
