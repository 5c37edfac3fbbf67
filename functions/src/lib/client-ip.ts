import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's IP address for per-IP throttles. Behind CloudFront the source IP is an edge server's, so
 * the viewer's address comes from `CloudFront-Viewer-Address` (`ip:port`, IPv6 unbracketed), trusted only
 * when the deployment says every request comes through CloudFront.
 *
 * @example clientIp(event, true) // '203.0.113.7' for 'cloudfront-viewer-address: 203.0.113.7:53124'
 */
export function clientIp(event: APIGatewayProxyEventV2, trustViewerAddress: boolean): string {
  const viewer = trustViewerAddress ? event.headers?.['cloudfront-viewer-address'] : undefined;
  if (viewer) {
    const cut = viewer.lastIndexOf(':');
    const ip = cut > 0 ? viewer.slice(0, cut) : viewer;
    if (ip) return ip;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
