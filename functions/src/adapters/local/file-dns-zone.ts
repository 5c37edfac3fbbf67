import { readFileSync, writeFileSync } from 'node:fs';
import type { DnsResolver } from '../../ports/dns-resolver.ts';

/** One record of the local zone. */
export interface ZoneRecord {
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
}

const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** The local zone's records (the file may not exist yet: an empty zone). */
export function readZone(file: string): ZoneRecord[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ZoneRecord[];
  } catch {
    return [];
  }
}

/** Sets the records of `name` and `type` (replacing the old ones); an empty `values` removes them. */
export function setZoneRecords(file: string, type: ZoneRecord['type'], name: string, values: string[]) {
  const n = normalise(name);
  const kept = readZone(file).filter((r) => !(r.type === type && r.name === n));
  const value = (v: string) => (type === 'CNAME' ? normalise(v) : v);
  writeFileSync(file, JSON.stringify([...kept, ...values.map((v) => ({ type, name: n, value: value(v) }))]));
}

/**
 * The local stand-in for DNS: a zone in a JSON file that `/_local/dns` edits, read at every look-up
 * so the runtime, its tests and the bot see the same records.
 */
export function fileDnsZone(file: string): DnsResolver {
  const find = (type: ZoneRecord['type'], name: string) =>
    readZone(file)
      .filter((r) => r.type === type && r.name === normalise(name))
      .map((r) => r.value);
  return {
    resolveTxt: async (name) => find('TXT', name),
    resolveCname: async (name) => find('CNAME', name),
  };
}
