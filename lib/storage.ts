import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StorageProps {
  /** Origins that may PUT to the uploads bucket with a presigned URL (the web app's). */
  readonly uploadOrigins: string[];
}

const privateBucketDefaults: s3.BucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
};

/**
 * The application's buckets: user uploads (avatars, crew logos), problem packages (tests and
 * statements; the judge's compiled artifacts for a day), and the server access logs of both (and
 * of the web bucket and CloudFront).
 */
export class Storage extends Construct {
  readonly accessLogs: s3.Bucket;
  readonly uploads: s3.Bucket;
  readonly packages: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...privateBucketDefaults,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the server access log bucket; logging its own access would loop.',
    });

    this.uploads = new s3.Bucket(this, 'Uploads', {
      ...privateBucketDefaults,
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedOrigins: props.uploadOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A replaced avatar or logo stays restorable for a month.
        { noncurrentVersionExpiration: Duration.days(30) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.packages = new s3.Bucket(this, 'ProblemPackages', {
      ...privateBucketDefaults,
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'packages/',
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { noncurrentVersionExpiration: Duration.days(90) },
        // Compiled submissions (lambdas/judge/artifact-store.ts) matter for one judge run (minutes):
        // gone after a day, their old versions too, and the delete markers that leaves behind.
        { id: 'ExpireJudgeArtifacts', prefix: 'artifacts/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'RemoveJudgeArtifactDeleteMarkers', prefix: 'artifacts/', expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
