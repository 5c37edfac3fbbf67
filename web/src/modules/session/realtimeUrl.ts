import { REALTIME_PATH } from '@outreach/shared/realtime';

/** `/config.json`: settings the deploy writes beside the SPA (web stack), the runtime serves locally. */
interface WebConfig {
  realtimeUrl?: string;
}

let cached: Promise<string> | undefined;

/**
 * Where the realtime channel listens: `/config.json`'s `realtimeUrl` (the WebSocket API's stage URL in
 * AWS, a path on the app's own origin locally), else the app's own `REALTIME_PATH`. Read once per load.
 */
export function realtimeUrl(): Promise<string> {
  cached ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then((r): Promise<WebConfig> | WebConfig => (r.ok ? r.json() : {}))
    .catch((): WebConfig => ({}))
    .then((c) => {
      const url = new URL(c.realtimeUrl || REALTIME_PATH, window.location.href);
      url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
      return url.toString();
    });
  return cached;
}
