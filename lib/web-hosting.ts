import { Aws, type CfnElement, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { acknowledgeProtectionOff, type Firewall, ORIGIN_HEADER } from './firewall';
import { nagValue } from './nag';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_PREFIX, VIEWER_HOST_HEADER } from '@contract/routes';
import type { RuntimeConfig } from '@contract/runtime-config';

export interface WebDomain {
  readonly name: string;
  /** An ACM certificate in us-east-1 (CloudFront's region) covering `name`. */
  readonly certificateArn: string;
}

export interface WebHostingProps {
  readonly stage: string;
  readonly accessLogs: s3.IBucket;
  /** The REST API's id and stage: CloudFront forwards `/api/*` to it. */
  readonly restApiId: string;
  readonly restApiStage: string;
  readonly domain?: WebDomain;
  /** The firewall (lib/firewall.ts): the secret that proves a request came through CloudFront, and the edge web ACL (none with `-c protection=off`). */
  readonly firewall?: Pick<Firewall, 'originSecret' | 'edgeAclArnIfAny'>;
}

/**
 * SPA fallback as a viewer-request function on the web behaviour only: a path without a file
 * extension is a client-side route and gets /index.html. (Distribution-wide custom error responses
 * would also turn the API's 403 and 404 answers into index.html with status 200.)
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/**
 * On the API behaviour: the viewer's host passed on in a header of CloudFront's own (the origin
 * request policy leaves out Host, which must name API Gateway). A value a viewer sends is replaced.
 */
export const VIEWER_HOST_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_HOST_HEADER}'] = { value: request.headers.host ? request.headers.host.value : event.context.distributionDomainName };
  return request;
}`;

/** The private web bucket, CloudFront in front of it and of the REST API, and the deployment of the web build. */
export class WebHosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://…` where users open the app. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web/',
      // The web build is reproducible from the repository.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    const apiOrigin = new origins.HttpOrigin(`${props.restApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      originPath: `/${props.restApiStage}`,
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // CloudFront replaces a viewer's header of the same name: only CloudFront can send this value.
      customHeaders: props.firewall && { [ORIGIN_HEADER]: props.firewall.originSecret },
    });
    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get /index.html',
    });
    const viewerHost = new cloudfront.Function(this, 'ViewerHost', {
      code: cloudfront.FunctionCode.fromInline(VIEWER_HOST_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer host to the API for absolute links',
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `CodeArena web (${props.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.firewall?.edgeAclArnIfAny,
      // Only a custom certificate takes a TLS policy; the default *.cloudfront.net one is fixed.
      minimumProtocolVersion: props.domain ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate: props.domain ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn) : undefined,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
          functionAssociations: [{ function: viewerHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.origin = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.acknowledgeDistributionChoices(Boolean(props.domain));
    if (!props.firewall) acknowledgeProtectionOff(this.distribution, 'AwsSolutions-CFR2');
  }

  /** Uploads the web build and writes /config.json for this stage (one build serves every stage). */
  deploy(webBuild: s3deploy.ISource, config: Omit<RuntimeConfig, 'authFlowType'>): s3deploy.BucketDeployment {
    const runtimeConfig: RuntimeConfig = { ...config, authFlowType: 'USER_SRP_AUTH' };
    const deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources: [webBuild, s3deploy.Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      prune: true,
      memoryLimit: 512,
    });
    acknowledgeBucketDeployment(this, deployment, this.bucket);
    return deployment;
  }

  private acknowledgeDistributionChoices(customDomain: boolean): void {
    const acknowledge = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    if (!customDomain) {
      acknowledge('AwsSolutions-CFR4', 'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set.');
    }
    acknowledge('AwsSolutions-CFR1', 'A practice platform for students everywhere: no geo restriction.');
  }
}

/** BucketDeployment's own handler (a CDK singleton) is AWS code we configure but do not write. */
function acknowledgeBucketDeployment(scope: Construct, deployment: s3deploy.BucketDeployment, webBucket: s3.Bucket): void {
  const stack = Stack.of(scope);
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  const reason =
    "CDK BucketDeployment's own handler: its runtime, role and copy permissions (from the CDK asset bucket into the web bucket) come from aws-cdk-lib.";
  const bucketLogicalId = stack.getLogicalId(webBucket.node.defaultChild as CfnElement);
  const assetBucket = `arn:${nagValue(stack.partition, 'Partition')}:s3:::cdk-hnb659fds-assets-${nagValue(stack.account, 'AccountId')}-${nagValue(stack.region, 'Region')}/*`;
  const findings = [
    'AwsSolutions-L1',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => `AwsSolutions-IAM5[Action::${a}]`),
    `AwsSolutions-IAM5[Resource::${assetBucket}]`,
    `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
    'AwsSolutions-IAM5[Resource::*]',
  ];
  for (const target of [handler, deployment.handlerRole].filter((t): t is Construct => t !== undefined)) {
    for (const id of findings) Validations.of(target).acknowledge({ id, reason });
  }
}
