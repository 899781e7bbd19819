import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@/functions/http/kit/sender-address.ts';
import { PRERENDERED_PAGES } from '@/shared/prerendered-pages.ts';
import { wildcardFindingsOf } from '../constructs/nag-findings.ts';

export interface HostingStackProps extends StackProps {
  readonly stage: string;
  /** The HTTP API that `/api/*` and `/test/*` are forwarded to. */
  readonly httpApi: IHttpApi;
  /** The origin-verify value (API stack) CloudFront adds to every request it forwards to the API. */
  readonly originVerify?: ISecret;
  /** Changed after the origin-verify secret is (carecall-app.ts): the distribution reads it again. */
  readonly originVerifyRotation?: string;
  /**
   * The built web app (`npm run build:web` writes web/dist). Undefined, or a folder without
   * index.html: the site is not uploaded (unit tests need no build) and an output says so.
   */
  readonly webDistDir?: string;
}

/** The paths CloudFront forwards to the HTTP API; everything else is the web app in S3. */
export const API_PATH_PATTERNS = ['/api/*', '/test/*'] as const;

/** How long browsers and CloudFront keep a content-hashed file (the local server sends the same). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Same policy as the local server (infra/local/static-files.ts) sends with its pages. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; " +
  // A call's recording plays from a presigned S3 link the API redirects to (the recordings bucket's
  // own host); locally the link is on the same origin.
  "media-src 'self' https://*.amazonaws.com";

/**
 * SPA fallback on the S3 behaviour only: a path whose last segment has no file extension is a page
 * of the app, answered with its pre-rendered file when it has one (shared/prerendered-pages.ts)
 * and with index.html otherwise (the browser-side router shows it). Files (`/assets/x.js`,
 * `/favicon.svg`) go to S3 as they are, so a missing script is an error, not HTML.
 */
export const SPA_REWRITE_CODE = `var PAGES = ${JSON.stringify(PRERENDERED_PAGES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = Object.prototype.hasOwnProperty.call(PAGES, uri) ? PAGES[uri] : '/index.html';
  }
  return request;
}`;

/**
 * On the API behaviours: the origin request policy sends every viewer header except Host (the API
 * needs its own host name), so the site's host travels as x-forwarded-host, which the handlers'
 * same-origin check (functions/http/kit/origin-check.ts) compares the Origin header with.
 */
export const FORWARD_HOST_CODE = `function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host) {
    request.headers['x-forwarded-host'] = { value: host.value };
  }
  return request;
}`;

/** The web app: a private S3 bucket behind CloudFront, which also fronts the HTTP API. */
export class HostingStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly spaRewrite: cloudfront.Function;
  readonly forwardHost: cloudfront.Function;
  readonly responseHeaders: cloudfront.ResponseHeadersPolicy;
  /** The hashed assets, then the pages; empty when the web app was not built at synth time. */
  readonly deployments: BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: HostingStackProps) {
    super(scope, id, props);

    // The bucket only holds the build output of web/, rebuilt and re-uploaded on every deploy:
    // removing a stage should leave nothing behind, so it goes with the stack.
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.siteBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public build of the web app and is read solely by CloudFront ' +
        '(Origin Access Control); its contents are replaced on every deploy, so per-object access ' +
        'logs would record nothing but CloudFront fetching static files.',
    });

    this.spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'CareCall: page paths (no file extension) are answered with /index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    this.forwardHost = new cloudfront.Function(this, 'ForwardHost', {
      comment: 'CareCall: the viewer Host header travels to the API as x-forwarded-host',
      code: cloudfront.FunctionCode.fromInline(FORWARD_HOST_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    this.responseHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `carecall-${props.stage}-security-headers`,
      comment: 'CareCall: HSTS, CSP, nosniff, frame DENY, referrer policy',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    // apiEndpoint is https://<id>.execute-api.<region>.<suffix>; the origin wants the host name.
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const apiOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Proof that a request came through CloudFront, which replaces a viewer's header of this name:
      // the API believes CloudFront-Viewer-Address (the per-address login limit) only beside it.
      customHeaders: props.originVerify ? { [ORIGIN_VERIFY_HEADER]: props.originVerify.secretValue.unsafeUnwrap() } : undefined,
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeaders,
      functionAssociations: [
        { function: this.forwardHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `CareCall ${props.stage} web app and API${props.originVerifyRotation ? ` (origin-verify ${props.originVerifyRotation})` : ''}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.responseHeaders,
        functionAssociations: [
          { function: this.spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
      // No errorResponses: they apply to every behaviour and would turn API 404s into the app's HTML.
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: CareCall families and the people they look after may live or travel ' +
        'anywhere, and blocking countries would lock them out of their check-ins.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL for now (a fixed monthly cost per stage): the static site is read-only, and ' +
        'the API behind /api/* is throttled at its stage (rate and burst limits) and checks the ' +
        'session and the Origin of state-changing requests itself.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR3',
      reason:
        'No CloudFront standard logs: API requests are already logged by the HTTP API access log ' +
        '(without bodies or headers), and logging every static file fetch with viewer IP addresses ' +
        'would collect personal data we have no use for.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'The site uses the default *.cloudfront.net certificate, whose viewer security policy ' +
        'CloudFront fixes (minimumProtocolVersion needs a custom certificate); modern browsers ' +
        'negotiate TLS 1.2 or 1.3. A custom domain with an ACM certificate would set TLSv1.2_2021.',
    });

    const siteUrl = `https://${this.distribution.distributionDomainName}`;
    const indexHtml = props.webDistDir ? join(props.webDistDir, 'index.html') : undefined;
    if (props.webDistDir && indexHtml && existsSync(indexHtml)) {
      // Cache headers as the local server sends them (infra/local/static-files.ts). Files under
      // assets/ carry a content hash, so they never change: a year in caches, and kept after later
      // deploys (no prune), so a page a visitor loaded earlier can still fetch its scripts. Pages
      // are revalidated on every visit, uploaded after the assets they name, and the distribution
      // is cleared once they are in place.
      const assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(props.webDistDir)],
        destinationBucket: this.siteBucket,
        exclude: ['*'],
        include: ['assets/*'],
        prune: false,
        cacheControl: [CacheControl.fromString(IMMUTABLE)],
        memoryLimit: 512,
      });
      const pages = new BucketDeployment(this, 'DeployPages', {
        sources: [Source.asset(props.webDistDir)],
        destinationBucket: this.siteBucket,
        // The build's own records (.vite/) are not part of the site.
        exclude: ['assets/*', '.vite/*'],
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      pages.node.addDependency(assets);
      this.deployments.push(assets, pages);
      acknowledgeDeploymentFindings(this);
    } else {
      const note =
        `The web app was not built (no ${indexHtml ?? 'web/dist/index.html'}): the site bucket stays ` +
        'empty. Run `npm run build:web` before `cdk deploy`.';
      Annotations.of(this).addInfo(note);
      new CfnOutput(this, 'SiteNotBuilt', { description: 'Why the site bucket is empty', value: note });
    }

    new CfnOutput(this, 'SiteUrl', {
      description: 'The CareCall web app (and its API under /api); use it as appOrigin',
      value: siteUrl,
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }
}

/** The BucketDeployment's singleton Lambda (and the bucket's auto-delete provider) are CDK's own. */
function acknowledgeDeploymentFindings(stack: Stack): void {
  for (const construct of stack.node.findAll()) {
    const id = construct.node.id;
    if (!id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(construct).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "The BucketDeployment handler is CDK's own singleton Lambda; the managed basic execution " +
        'policy only lets it write its CloudWatch logs.',
    });
    Validations.of(construct).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The BucketDeployment handler runtime is chosen by aws-cdk-lib (a Python runtime bundled with ' +
        'the AWS CLI); it follows the library version, not our code.',
    });
    const policy = construct.node.tryFindChild('ServiceRole')?.node.tryFindChild('DefaultPolicy');
    if (policy instanceof iam.Policy) {
      for (const finding of wildcardFindingsOf(policy, policy.document)) {
        Validations.of(policy).acknowledge({
          id: finding,
          reason:
            'Granted by BucketDeployment itself: it reads the site asset from the CDK assets bucket, ' +
            'replaces every object of the site bucket (names unknown until the build) and ' +
            'invalidates the distribution (CloudFront invalidation actions take no resource ARN).',
        });
      }
    }
  }
}
