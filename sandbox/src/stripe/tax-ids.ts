// The tax id types the sandbox checks, with Stripe's formats (a small subset of Stripe's list):
// the country each belongs to and a pattern of the value. Any other type takes 3–32 letters/digits.
const formats: Record<string, { country: string | null; pattern: RegExp }> = {
  eu_vat: { country: null, pattern: /^[A-Z]{2}[0-9A-Z+*.]{2,12}$/ },
  gb_vat: { country: 'GB', pattern: /^GB\d{9}(\d{3})?$/ },
  us_ein: { country: 'US', pattern: /^\d{2}-\d{7}$/ },
  ca_bn: { country: 'CA', pattern: /^\d{9}$/ },
  au_abn: { country: 'AU', pattern: /^\d{11}$/ },
  ch_vat: { country: 'CH', pattern: /^CHE-\d{3}\.\d{3}\.\d{3} (MWST|TVA|IVA)$/ },
  no_vat: { country: 'NO', pattern: /^\d{9}MVA$/ },
  in_gst: { country: 'IN', pattern: /^\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d][A-Z\d]$/ },
  br_cnpj: { country: 'BR', pattern: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/ },
  za_vat: { country: 'ZA', pattern: /^4\d{9}$/ },
};

/**
 * Checks a tax id: answers its country, or null when the value does not fit the type (Stripe then
 * answers "Invalid value for {type}.").
 *
 * @example
 * checkTaxId('eu_vat', 'DE123456789') // 'DE'
 * checkTaxId('eu_vat', '123')         // null
 */
export function checkTaxId(type: string, value: string): string | null {
  const f = formats[type];
  if (!f) return /^[A-Za-z0-9 .\-/]{3,32}$/.test(value) ? 'US' : null;
  if (!f.pattern.test(value)) return null;
  return f.country ?? value.slice(0, 2);
}
