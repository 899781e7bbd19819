import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import { logicalIdOf, onlyResource, resourcesOfType } from '../test-support/templates.ts';
import { ORIGIN_VERIFY_HEADER } from '@/functions/http/kit/sender-address.ts';
import { CONTENT_SECURITY_POLICY, FORWARD_HOST_CODE, IMMUTABLE, SPA_REWRITE_CODE } from './hosting-stack.ts';

interface CacheBehaviorJson {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}
interface DistributionConfigJson {
  DefaultRootObject: string;
  DefaultCacheBehavior: CacheBehaviorJson;
  CacheBehaviors: CacheBehaviorJson[];
  Origins: {
    Id: string;
    DomainName: unknown;
    S3OriginConfig?: unknown;
    CustomOriginConfig?: Record<string, unknown>;
    OriginAccessControlId?: unknown;
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
  CustomErrorResponses?: unknown;
}

// Managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** Runs a CloudFront Function's code (plain ES5 here) on a viewer-request event. */
function runFunction(code: string, request: Record<string, unknown>): Record<string, unknown> {
  const handler = new Function(`${code}; return handler;`)() as (e: unknown) => Record<string, unknown>;
  return handler({ request });
}

describe('hosting stack', () => {
  let synthesised: SynthesisedApp;
  const hosting = () => synthesised.template(synthesised.stacks.hosting);
  const config = () => onlyResource(hosting(), 'AWS::CloudFront::Distribution').Properties?.DistributionConfig as DistributionConfigJson;
  const functionIdOf = (behavior: CacheBehaviorJson) =>
    (behavior.FunctionAssociations ?? []).map((a) => `${a.EventType}:${a.FunctionARN['Fn::GetAtt'][0]}`);

  beforeAll(() => {
    synthesised = synthApp({ stage: 'test' });
  });

  it('is its own stack, named after the stage', () => {
    expect(synthesised.stacks.hosting.stackName).toBe('CareCall-test-Hosting');
  });

  it('keeps the site bucket private, encrypted and TLS-only, read by CloudFront through OAC', () => {
    hosting().hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    hosting().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    hosting().hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const policy = JSON.stringify(onlyResource(hosting(), 'AWS::S3::BucketPolicy').Properties);
    expect(policy).toContain('aws:SecureTransport');
    expect(policy).toContain('cloudfront.amazonaws.com');
    expect(policy).not.toMatch(/"Principal":"\*"[^}]*"Effect":"Allow"/);

    const s3Origin = config().Origins.find((o) => o.Id === config().DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(s3Origin?.DomainName)).toContain(logicalIdOf(synthesised.stacks.hosting.siteBucket));
  });

  it('serves index.html at the root, over HTTPS only, without distribution-wide error pages', () => {
    expect(config().DefaultRootObject).toBe('index.html');
    expect(config().CustomErrorResponses).toBeUndefined();
    for (const behavior of [config().DefaultCacheBehavior, ...config().CacheBehaviors]) {
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
  });

  it('sends /api/* and /test/* to the HTTP API, uncached, with every viewer header but Host and every method', () => {
    const behaviors = config().CacheBehaviors;
    expect(behaviors.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/test/*']);
    const apiOrigin = config().Origins.find((o) => o.Id === behaviors[0]?.TargetOriginId);
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(apiOrigin?.S3OriginConfig).toBeUndefined();
    // The host name of the API endpoint, imported from the API stack.
    expect(JSON.stringify(apiOrigin?.DomainName)).toMatch(/Fn::Select.*Fn::Split/);
    for (const behavior of behaviors) {
      expect(behavior.TargetOriginId).toBe(apiOrigin?.Id);
      expect(behavior.CachePolicyId).toBe(CACHING_DISABLED);
      expect(behavior.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect([...(behavior.AllowedMethods ?? [])].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    }
  });

  it('sends the API the origin-verify value from the API stack\'s secret, resolved at deploy, and the bucket nothing', () => {
    const apiOrigin = config().Origins.find((o) => o.CustomOriginConfig);
    const headers = apiOrigin?.OriginCustomHeaders ?? [];
    expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    // A dynamic reference to the secret (imported from the API stack), never a value in the template.
    expect(JSON.stringify(headers[0]?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*OriginVerify.*:SecretString:::\}\}/);
    expect(config().Origins.filter((o) => o.S3OriginConfig || o.OriginAccessControlId).every((o) => !o.OriginCustomHeaders)).toBe(true);
  });

  it('marks the distribution and the sender-address functions changed when the origin-verify value is rotated, and nothing else', () => {
    const rotated = synthApp({ stage: 'test', originVerifyRotation: '2' });
    const comment = (s: SynthesisedApp) =>
      (onlyResource(s.template(s.stacks.hosting), 'AWS::CloudFront::Distribution').Properties?.DistributionConfig as { Comment: string }).Comment;
    const descriptions = (s: SynthesisedApp) =>
      [...s.stacks.api.functions].map(([group, fn]) => [group, s.template(s.stacks.api).toJSON().Resources[logicalIdOf(fn)].Properties.Description as string]);

    expect(comment(synthesised)).toBe('CareCall test web app and API');
    expect(comment(rotated)).toBe('CareCall test web app and API (origin-verify 2)');
    const changed = descriptions(rotated).filter(([, d], i) => d !== descriptions(synthesised)[i]![1]).map(([group]) => group);
    expect(changed).toEqual(['auth', 'contact-messages']);
  });

  it('rewrites page paths to /index.html on the default behaviour only, and forwards the host on the API behaviours only', () => {
    const spa = logicalIdOf(synthesised.stacks.hosting.spaRewrite);
    const forward = logicalIdOf(synthesised.stacks.hosting.forwardHost);

    expect(functionIdOf(config().DefaultCacheBehavior)).toEqual([`viewer-request:${spa}`]);
    for (const behavior of config().CacheBehaviors) {
      expect(functionIdOf(behavior)).toEqual([`viewer-request:${forward}`]);
    }
    const functions = resourcesOfType(hosting(), 'AWS::CloudFront::Function');
    expect(functions.get(spa)?.Properties).toMatchObject({ FunctionCode: SPA_REWRITE_CODE, FunctionConfig: { Runtime: 'cloudfront-js-2.0' } });
    expect(functions.get(forward)?.Properties).toMatchObject({ FunctionCode: FORWARD_HOST_CODE });
  });

  it('SPA rewrite: public pages get their pre-rendered file, other paths without a file extension /index.html, files pass unchanged', () => {
    const uriAfter = (uri: string) => runFunction(SPA_REWRITE_CODE, { uri, headers: {} }).uri;
    expect(uriAfter('/')).toBe('/pages/home.html');
    expect(uriAfter('/about')).toBe('/pages/about.html');
    expect(uriAfter('/services')).toBe('/pages/services.html');
    expect(uriAfter('/dashboard')).toBe('/index.html');
    expect(uriAfter('/toString')).toBe('/index.html');
    expect(uriAfter('/about/')).toBe('/index.html');
    expect(uriAfter('/schedules/42')).toBe('/index.html');
    expect(uriAfter('/settings/')).toBe('/index.html');
    expect(uriAfter('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriAfter('/favicon.svg')).toBe('/favicon.svg');
  });

  it('host forwarding: the viewer Host is copied into x-forwarded-host', () => {
    const out = runFunction(FORWARD_HOST_CODE, { uri: '/api/login', headers: { host: { value: 'd111.cloudfront.net' } } });
    expect((out.headers as Record<string, { value: string }>)['x-forwarded-host']).toEqual({ value: 'd111.cloudfront.net' });
    expect(() => runFunction(FORWARD_HOST_CODE, { uri: '/api/x', headers: {} })).not.toThrow();
  });

  it('adds HSTS, the local server CSP, nosniff, frame DENY and a referrer policy to every behaviour', () => {
    const policy = onlyResource(hosting(), 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policy.Properties?.ResponseHeadersPolicyConfig).toMatchObject({
      SecurityHeadersConfig: {
        StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true },
        ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      },
    });
    const policyId = [...resourcesOfType(hosting(), 'AWS::CloudFront::ResponseHeadersPolicy').keys()][0];
    for (const behavior of [config().DefaultCacheBehavior, ...config().CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    // The same policy text as the local server's (its two string literals, joined).
    const local = readFileSync(join(REPO_ROOT, 'infra/local/static-files.ts'), 'utf8');
    const cspSource = /'content-security-policy':([\s\S]*?),\n\s*\};/.exec(local)?.[1] ?? '';
    const localCsp = [...cspSource.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join('');
    expect(localCsp).toBe(CONTENT_SECURITY_POLICY);
  });

  it("lets the page play a recording from the presigned S3 link (the recordings bucket's host), and nothing else from outside", () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
    const bucketHost = 'carecall-prod-calls-123456789012-eu-west-1.s3.eu-west-1.amazonaws.com';

    expect(directives.get('media-src')).toEqual(["'self'", 'https://*.amazonaws.com']);
    expect(bucketHost.endsWith('.amazonaws.com')).toBe(true);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });

  it('synthesises without web/dist: no deployment, an output says the site was not built, the URL is output', () => {
    const outputs = hosting().toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(synthesised.stacks.hosting.deployments).toEqual([]);
    hosting().resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(String(outputs.SiteNotBuilt?.Value)).toMatch(/not built/);
    expect(JSON.stringify(outputs.SiteUrl?.Value)).toContain('DomainName');

    const missing = synthApp({ webDistDir: join(tmpdir(), 'carecall-no-such-dist') });
    expect(missing.stacks.hosting.deployments).toEqual([]);
  });

  describe('with a built web app', () => {
    let dist: string;
    let built: SynthesisedApp;

    beforeAll(() => {
      dist = mkdtempSync(join(tmpdir(), 'carecall-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CareCall</title>');
      built = synthApp({ webDistDir: dist, nag: true });
    });
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('uploads hashed assets for a year and kept, then pages revalidated each visit, then invalidates the distribution', () => {
      const template = built.template(built.stacks.hosting);
      const bucket = { Ref: logicalIdOf(built.stacks.hosting.siteBucket) };
      template.resourceCountIs('Custom::CDKBucketDeployment', 2);
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        DestinationBucketName: bucket,
        Exclude: ['*'],
        Include: ['assets/*'],
        Prune: false,
        SystemMetadata: { 'cache-control': IMMUTABLE },
        DistributionId: Match.absent(),
      });
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        DestinationBucketName: bucket,
        Exclude: ['assets/*', '.vite/*'],
        Prune: true,
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionId: { Ref: logicalIdOf(built.stacks.hosting.distribution) },
        DistributionPaths: ['/*'],
      });
      const [assets, pages] = built.stacks.hosting.deployments;
      expect(pages?.node.dependencies).toContain(assets);
      // The local server sends the same header for the same files.
      expect(readFileSync(join(REPO_ROOT, 'infra/local/static-files.ts'), 'utf8')).toContain(`'${IMMUTABLE}'`);
      expect((template.toJSON().Outputs as Record<string, unknown>).SiteNotBuilt).toBeUndefined();
    });

    it('passes the cdk-nag checks, the deployment Lambda included, with or without an environment', () => {
      const report = new AwsSolutionsChecks(built.app).validateScope(built.app);
      expect(report.violations.map((v) => `${v.ruleName}: ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
      expect(() => synthApp({ webDistDir: dist, nag: true, env: {} })).not.toThrow();
    });
  });
});
