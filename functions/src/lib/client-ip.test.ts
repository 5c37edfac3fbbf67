import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('clientIp', () => {
  it('takes the viewer address CloudFront forwards when the deployment trusts it', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.7:53124' }), true)).toBe('203.0.113.7');
    expect(clientIp(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }), true)).toBe('2001:db8::1');
  });

  it('ignores the header where nothing guarantees CloudFront set it (local mode)', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.7:53124' }), false)).toBe('130.176.1.1');
  });

  it('falls back to the source IP when the header is missing', () => {
    expect(clientIp(event({}), true)).toBe('130.176.1.1');
  });
});
