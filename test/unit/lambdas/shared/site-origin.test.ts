import { describe, expect, it } from 'vitest';
import { VIEWER_HOST_HEADER } from '@contract/routes';
import { VIEWER_HOST_CODE } from '../../../../lib/web-hosting';
import { siteOrigin } from '../../../../lambdas/shared/site-origin';

describe('the site origin of absolute links in the feed and the sitemap', () => {
  it.each([
    [{ 'X-Forwarded-Host': 'codearena.example', Host: 'abc.execute-api.eu-west-1.amazonaws.com', 'X-Forwarded-Proto': 'https' }, 'https://codearena.example'],
    [{ host: 'd111.cloudfront.net' }, 'https://d111.cloudfront.net'],
    [{ Host: '127.0.0.1:5173' }, 'http://127.0.0.1:5173'],
    [{ Host: 'localhost:3000', 'x-forwarded-proto': 'https' }, 'https://localhost:3000'],
    // A forged host that is not a host name is not echoed into links.
    [{ 'x-forwarded-host': 'evil.example"><script>' }, 'http://localhost'],
    [{ 'x-forwarded-host': 'a.example, b.example' }, 'https://a.example'],
    [{ 'x-forwarded-proto': 'javascript', host: 'codearena.example' }, 'https://codearena.example'],
    [{}, 'http://localhost'],
  ])('%j → %s', (headers, origin) => {
    expect(siteOrigin({ headers })).toBe(origin);
  });
});

describe('the viewer host CloudFront passes on (lib/web-hosting.ts VIEWER_HOST_CODE)', () => {
  const run = (event: unknown) => new Function(`${VIEWER_HOST_CODE}; return handler;`)()(event) as { headers: Record<string, { value: string }> };

  it('replaces a viewer’s own header with the host they asked for, which the links then use', () => {
    const request = run({ request: { headers: { host: { value: 'codearena.example' }, [VIEWER_HOST_HEADER]: { value: 'evil.example' } } }, context: {} });
    expect(request.headers[VIEWER_HOST_HEADER]).toEqual({ value: 'codearena.example' });
    expect(siteOrigin({ headers: { [VIEWER_HOST_HEADER]: 'codearena.example', Host: 'abc.execute-api.eu-west-1.amazonaws.com' } })).toBe(
      'https://codearena.example',
    );
  });

  it('names the distribution when the request had no Host', () => {
    const request = run({ request: { headers: {} }, context: { distributionDomainName: 'd111.cloudfront.net' } });
    expect(request.headers[VIEWER_HOST_HEADER]).toEqual({ value: 'd111.cloudfront.net' });
  });
});
