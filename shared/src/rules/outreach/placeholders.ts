// Spec 3 §5: "Template placeholders replaced in messages: {{first_name}}, {{last_name}},
// {{company}}, {{position}}, {{industry}}. Lead messages replace {{column}} with CSV column values."

/** The five standard placeholders (spec 3 §5), without braces. */
export const standardPlaceholders = ['first_name', 'last_name', 'company', 'position', 'industry'] as const;
export type StandardPlaceholder = (typeof standardPlaceholders)[number];

/**
 * What a template can be filled from: the person's fields as the API names them
 * (spec 3 §3 Person) or the lead edit form's names (firstName, lastName, title, company).
 */
export interface PlaceholderLead {
  firstName?: string | null;
  lastName?: string | null;
  /** Person.currentEmployer, or the edit form's `company`. */
  currentEmployer?: string | null;
  company?: string | null;
  /** Person.currentTitle, or the edit form's `title` (Position). */
  currentTitle?: string | null;
  title?: string | null;
  position?: string | null;
  /** Person.industryName. */
  industryName?: string | null;
  industry?: string | null;
}

/** CSV column values of a lead (`csvColumns`, keys like `csv_email`). */
export type CsvColumns = Record<string, string | number | boolean | null | undefined>;

// `{{ name }}`: letters and digits of any script (with their combining marks), underscores, dashes,
// dots and inner spaces; spaces around are tolerated.
const placeholderPattern = /\{\{\s*([\p{L}\p{N}\p{M}_.\- ]+?)\s*\}\}/gu;

const firstNonEmpty = (...values: (string | null | undefined)[]): string => {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return '';
};

function standardValue(key: StandardPlaceholder, lead: PlaceholderLead): string {
  switch (key) {
    case 'first_name':
      return firstNonEmpty(lead.firstName);
    case 'last_name':
      return firstNonEmpty(lead.lastName);
    case 'company':
      return firstNonEmpty(lead.currentEmployer, lead.company);
    case 'position':
      return firstNonEmpty(lead.currentTitle, lead.title, lead.position);
    case 'industry':
      return firstNonEmpty(lead.industryName, lead.industry);
  }
}

// Before non-Latin headers had keys, every key was its header's ASCII letters and digits only.
const asciiKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/^csv_/, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * The key a CSV header is stored under, with a `csv_` prefix. A header written in ASCII keeps the
 * key it always had: lower case, letters and digits only ("Email Address" becomes
 * `csv_emailaddress`, as spec 3 §3's `csv_emailaddress` shows), so existing campaigns' keys and
 * messages stay as they are. A header with letters beyond ASCII keeps its letters and digits of any
 * script (NFC, lower-cased where the script has case), spaces becoming `_`.
 *
 * @example
 * csvColumnKey('Email Address') // 'csv_emailaddress'
 * csvColumnKey('Имя клиента') // 'csv_имя_клиента'
 * csvColumnKey('会社名') // 'csv_会社名'
 */
export function csvColumnKey(header: string): string {
  const text = header.normalize('NFC').trim();
  if (!/[^\p{ASCII}]/u.test(text.replace(/[^\p{L}\p{N}\p{M}]/gu, ''))) return `csv_${asciiKey(text)}`;
  const bare = text
    .toLowerCase()
    .normalize('NFC')
    .replace(/^csv_/, '')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}\p{M}_]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return `csv_${bare}`;
}

// A Latin-script name folded to its ASCII letters ('prénom' → 'prnom'), the key such a header had
// before; '' for names in other scripts, whose old key was empty.
const latinFold = (name: string) =>
  /^[\p{Script=Latin}\p{N}\p{M}\P{L}]*$/u.test(name.normalize('NFC')) ? asciiKey(name) : '';

/**
 * The value of a CSV column by its header, placeholder name or key (`Email Address`,
 * `emailaddress`, `csv_emailaddress`). A Latin header with accents is found under its key of
 * before as well as its key of now (`{{prnom}}` and `{{prénom}}` both read a `Prénom` column,
 * whichever key the lead was stored with); undefined when the lead has no such column.
 *
 * @example
 * csvColumnValue({ csv_prnom: 'Zoé' }, 'prénom') // 'Zoé'
 */
export function csvColumnValue(csvColumns: CsvColumns | undefined, name: string): string | undefined {
  if (!csvColumns) return undefined;
  const text = name.normalize('NFC');
  const show = (v: CsvColumns[string]) => (v === null || v === undefined ? '' : String(v));
  for (const key of [text, text.toLowerCase(), csvColumnKey(text)])
    if (Object.hasOwn(csvColumns, key)) return show(csvColumns[key]);
  const folded = latinFold(text);
  if (!folded) return undefined;
  const key = Object.keys(csvColumns).find((k) => k.startsWith('csv_') && latinFold(k) === folded);
  return key === undefined ? undefined : show(csvColumns[key]);
}

function resolve(name: string, lead: PlaceholderLead, csvColumns?: CsvColumns): string | undefined {
  const lower = name.toLowerCase();
  if ((standardPlaceholders as readonly string[]).includes(lower)) {
    return standardValue(lower as StandardPlaceholder, lead);
  }
  return csvColumnValue(csvColumns, name);
}

/**
 * Fills a message template for one lead. Standard placeholders win over CSV columns of the
 * same name; a standard placeholder with no value becomes ''; `{{column}}` takes the CSV
 * value (`{{email}}`, `{{csv_email}}` and `{{Email}}` all read `csv_email`); a placeholder
 * that matches nothing is left as written (see `unresolvedPlaceholders`).
 *
 * @example
 * renderTemplate('Hi {{first_name}} from {{company}}', { firstName: 'Ana', currentEmployer: 'Acme' })
 * // 'Hi Ana from Acme'
 * renderTemplate('Your {{plan}}', {}, { csv_plan: 'Pro' }) // 'Your Pro'
 */
export function renderTemplate(text: string, lead: PlaceholderLead, csvColumns?: CsvColumns): string {
  return text.replace(placeholderPattern, (whole, name: string) => resolve(name, lead, csvColumns) ?? whole);
}

/** Placeholder names used in a text, in order of first use, without duplicates. */
export function listPlaceholders(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(placeholderPattern)) seen.add(m[1]);
  return [...seen];
}

/**
 * Placeholders a lead cannot fill: unknown names, and standard ones whose value is empty.
 * The sender uses it to postpone a message instead of sending "Hi {{first_name}}".
 *
 * @example
 * unresolvedPlaceholders('Hi {{first_name}} {{nickname}}', { firstName: 'Ana' }) // ['nickname']
 */
export function unresolvedPlaceholders(
  text: string,
  lead: PlaceholderLead,
  csvColumns?: CsvColumns,
): string[] {
  return listPlaceholders(text).filter((name) => {
    const v = resolve(name, lead, csvColumns);
    return v === undefined || v === '';
  });
}
