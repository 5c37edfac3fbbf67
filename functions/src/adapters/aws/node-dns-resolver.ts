import { Resolver } from 'node:dns/promises';
import type { DnsResolver } from '../../ports/dns-resolver.ts';

// "No such record" answers are an empty list; anything else (a timeout, SERVFAIL) is an error.
const EMPTY = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

async function orEmpty<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (e) {
    if (EMPTY.has((e as NodeJS.ErrnoException).code ?? '')) return [];
    throw e;
  }
}

const normalise = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** The real resolver (the Lambda's VPC-less DNS), with a timeout so a stuck look-up fails fast. */
export function nodeDnsResolver(): DnsResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return {
    async resolveTxt(name) {
      return (await orEmpty(resolver.resolveTxt(name))).map((chunks) => chunks.join(''));
    },
    async resolveCname(name) {
      return (await orEmpty(resolver.resolveCname(name))).map(normalise);
    },
  };
}
