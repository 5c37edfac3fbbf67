// The sandbox's IP geolocation. On loopback every 127.x.y.z address reaches this machine, so the
// sandbox reads a country from the address a request comes from: 127.<letter 1>.<letter 2>.z, the
// country code's two letters as ASCII codes (127.68.69.1 is DE). A proxy that goes out "from Germany"
// binds its outgoing connections to such an address (local/src/stand-ins/egress-proxy.ts); 127.0.0.1
// is this machine itself, i.e. a direct connection from a data centre with no country.

/** The loopback address that geolocates to `country` (ISO 3166 alpha-2). */
export function egressAddressFor(country: string): string {
  const cc = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(cc)) throw new Error(`Not a country code: ${country}`);
  return `127.${cc.charCodeAt(0)}.${cc.charCodeAt(1)}.1`;
}

/** The country a remote address geolocates to; '' for a direct connection (or an address it cannot place). */
export function countryOfAddress(address: string | undefined): string {
  const m = /^(?:::ffff:)?127\.(\d{2})\.(\d{2})\.\d{1,3}$/.exec(address ?? '');
  if (!m) return '';
  const [a, b] = [Number(m[1]), Number(m[2])];
  const letter = (n: number) => n >= 65 && n <= 90;
  return letter(a) && letter(b) ? String.fromCharCode(a, b) : '';
}
