/** A proxy as the browser takes it (Playwright's `proxy` option). */
export interface ProxySettings {
  /** `http://host:port` (or `socks5://…`). */
  server: string;
  username?: string;
  password?: string;
}

/**
 * Where the bot's browser goes out for one LinkedIn account (issue #9, "one stable egress per account"):
 * a proxy in the account's country, sticky (the same account gets the same proxy while that proxy is in
 * the pool). In AWS per-country proxy URLs held in a Secrets Manager secret; locally a forward proxy
 * per country started by the runtime. A host without a pool connects directly.
 */
export interface ProxyPool {
  /** Null when the pool has no proxy for the country (the bot then connects directly). */
  proxyFor(account: { key: string; country: string }): Promise<ProxySettings | null>;
}
