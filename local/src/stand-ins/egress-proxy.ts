import { egressAddressFor } from '@outreach/sandbox/linkedin/geo';
import { Server } from 'proxy-chain';

/**
 * The local stand-in for a pool of residential proxies: one forward proxy (proxy-chain) whose username
 * picks the country, as proxy providers do (`country-de`). It goes out from the loopback address the
 * LinkedIn sandbox geolocates to that country (sandbox/src/linkedin/geo.ts). Only plain HTTP targets
 * need it locally; CONNECT (HTTPS) is tunnelled the same way.
 */
export async function startEgressProxy(opts: { port?: number; host?: string } = {}) {
  const host = opts.host ?? '127.0.0.1';
  const server = new Server({
    port: opts.port ?? 0,
    host,
    verbose: false,
    prepareRequestFunction: ({ username }) => {
      const m = /^country-([a-z]{2})$/i.exec(username ?? '');
      // Without a country the proxy asks for credentials, like a provider's gateway.
      if (!m) return { requestAuthentication: true, failMsg: 'Proxy credentials required: country-<cc>' };
      return { localAddress: egressAddressFor(m[1]!) };
    },
  });
  await server.listen();
  const url = `http://${host}:${server.port}`;
  return {
    url,
    /** The pool's JSON for the bot (PROXY_POOL): every country through this proxy. */
    pool: { '*': [`http://country-{country}:local@${host}:${server.port}`] },
    stop: () => server.close(true),
  };
}
