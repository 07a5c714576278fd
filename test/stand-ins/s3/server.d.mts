/**
 * A stand-in for an S3-compatible object store, for the calls Ward makes: PutObject, GetObject
 * and HeadObject on path-style URLs (`/{bucket}/{key}`), each authenticated with AWS Signature
 * Version 4 in the Authorization header, checked as S3 checks it. It follows Amazon's public
 * documentation:
 *   - PutObject:  https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html
 *   - GetObject:  https://docs.aws.amazon.com/AmazonS3/latest/API/API_GetObject.html
 *   - HeadObject: https://docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html
 *   - Signature V4, header-based: https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 *   - Error responses (XML `<Error><Code>`): https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html
 * Objects live in memory; `objects` lets a test look inside the bucket.
 */
export interface S3StandIn {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<
    string,
    {
      bytes: Buffer;
      contentType: string;
      cacheControl: string | null;
      etag: string;
    }
  >;
  /** every request: method, path and the answer's status */
  requests: Array<{
    method: string;
    path: string;
    status: number;
  }>;
  close(): Promise<void>;
}
export declare function startS3StandIn(options?: { bucket?: string; accessKeyId?: string; secretAccessKey?: string }): Promise<S3StandIn>;
