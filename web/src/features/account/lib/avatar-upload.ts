import { settingsMessages as s } from './settings-messages';

/** docs/requirements/accounts.md §12: 30 s per attempt, 2 retries, 2 s apart. */
export const avatarUploadPolicy = { timeoutMs: 30_000, retries: 2, retryDelayMs: 2_000 } as const;

export type UploadFailureKind = 'unauthorized' | 'canceled' | 'timeout' | 'network' | 'closed' | 'http';

export class UploadFailure extends Error {
  override name = 'UploadFailure';
  constructor(
    readonly kind: UploadFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface PresignedPut {
  readonly url: string;
  /** Sent exactly as signed (Content-Type, Content-Length rules). */
  readonly headers: Record<string, string>;
}

interface UploadOptions {
  readonly onProgress?: (percent: number) => void;
  /** Before attempt n+1 of the retries: shows "Upload failed. Retrying... (n/2)". */
  readonly onRetry?: (attempt: number, of: number) => void;
  readonly signal?: AbortSignal;
  readonly policy?: { readonly timeoutMs: number; readonly retries: number; readonly retryDelayMs: number };
  readonly wait?: (ms: number) => Promise<void>;
}

/** One PUT by XMLHttpRequest: fetch cannot report upload progress. */
export function putOnce(
  target: PresignedPut,
  body: Blob,
  { onProgress, signal, timeoutMs }: { onProgress?: (p: number) => void; signal?: AbortSignal; timeoutMs: number },
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    for (const [name, value] of Object.entries(target.headers)) {
      // The browser sets Content-Length itself and refuses a script that tries.
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      if (xhr.status === 401 || xhr.status === 403) return reject(new UploadFailure('unauthorized', s.uploadUnauthorized));
      if (xhr.status === 0) return reject(new UploadFailure('closed', s.uploadConnectionClosed));
      reject(new UploadFailure('http', `Upload failed with status ${xhr.status}.`));
    };
    xhr.onerror = () => reject(new UploadFailure('network', s.uploadNetworkError));
    xhr.ontimeout = () => reject(new UploadFailure('timeout', s.uploadTimedOut));
    xhr.onabort = () => reject(new UploadFailure('canceled', s.uploadCanceled));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Uploads to a presigned URL with the spec's retry rule. Unauthorized and canceled are final at
 * once; anything else is retried, and after the last retry the error names the cause.
 */
export async function uploadWithRetry(target: PresignedPut, body: Blob, options: UploadOptions = {}): Promise<void> {
  const { onProgress, onRetry, signal, policy = avatarUploadPolicy, wait = sleep } = options;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new UploadFailure('network', s.uploadConnectivity);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      onProgress?.(0);
      await putOnce(target, body, { onProgress, signal, timeoutMs: policy.timeoutMs });
      onProgress?.(100);
      return;
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('network', s.uploadNetworkError);
      if (failure.kind === 'unauthorized' || failure.kind === 'canceled') throw failure;
      if (attempt >= policy.retries) {
        // A timeout says so; any other repeated failure is the retry-limit message.
        throw failure.kind === 'timeout' ? failure : new UploadFailure(failure.kind, s.uploadRetryLimit);
      }
      onRetry?.(attempt + 1, policy.retries);
      await wait(policy.retryDelayMs);
      if (signal?.aborted) throw new UploadFailure('canceled', s.uploadCanceled);
    }
  }
}
