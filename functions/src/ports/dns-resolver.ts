/** DNS look-ups for custom-domain verification: `node:dns` in AWS, an editable zone file locally. */
export interface DnsResolver {
  /** The TXT records of `name`, each joined from its chunks; [] when there are none. */
  resolveTxt(name: string): Promise<string[]>;
  /** The CNAME targets of `name` (lower case, no trailing dot); [] when there are none. */
  resolveCname(name: string): Promise<string[]>;
}
