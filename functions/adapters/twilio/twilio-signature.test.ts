import { describe, expect, it } from 'vitest';
import { TwilioSignatureVerifier, signRequest } from './twilio-signature.ts';

// The worked example of Twilio's request-validation documentation.
const DOC_TOKEN = '12345';
const DOC_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const DOC_PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};
const DOC_SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

const token = 'local-auth-token';
const url = 'https://abc123.lambda-url.eu-west-1.on.aws/status?ref=01jd6x2k3m4n5p6q7r8s9t0v1w';
const params = { CallSid: 'CA11111111111111111111111111111111', CallStatus: 'completed', CallDuration: '94', AnsweredBy: 'human' };

describe('Twilio webhook signatures', () => {
  it('signs exactly as Twilio documents it', () => {
    expect(signRequest(DOC_TOKEN, DOC_URL, DOC_PARAMS)).toBe(DOC_SIGNATURE);
  });

  it('accepts what the local simulator signs, with Twilio’s own validator', () => {
    const verifier = new TwilioSignatureVerifier(token);

    expect(verifier.isValid(signRequest(token, url, params), url, params)).toBe(true);
    expect(new TwilioSignatureVerifier(DOC_TOKEN).isValid(DOC_SIGNATURE, DOC_URL, DOC_PARAMS)).toBe(true);
  });

  it('refuses an altered parameter, an added parameter, another URL or another token', () => {
    const verifier = new TwilioSignatureVerifier(token);
    const signature = signRequest(token, url, params);

    expect(verifier.isValid(signature, url, { ...params, CallStatus: 'no-answer' })).toBe(false);
    expect(verifier.isValid(signature, url, { ...params, Digits: '1' })).toBe(false);
    expect(verifier.isValid(signature, url.replace('ref=01jd', 'ref=01je'), params)).toBe(false);
    expect(verifier.isValid(signRequest('someone-elses-token', url, params), url, params)).toBe(false);
  });

  it('refuses a request without a signature or with a mangled one', () => {
    const verifier = new TwilioSignatureVerifier(token);

    expect(verifier.isValid(undefined, url, params)).toBe(false);
    expect(verifier.isValid('', url, params)).toBe(false);
    expect(verifier.isValid('not base64 at all', url, params)).toBe(false);
    expect(verifier.isValid(signRequest(token, url, params), 'not a url', params)).toBe(false);
  });

  it('accepts the URL with the default port spelled out, as Twilio sometimes signs it', () => {
    const verifier = new TwilioSignatureVerifier(token);
    const withPort = url.replace('on.aws/', 'on.aws:443/');

    expect(verifier.isValid(signRequest(token, withPort, params), url, params)).toBe(true);
  });
});
