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

// `{{ name }}`: letters, digits, underscores, dashes, dots and inner spaces; spaces around are tolerated.
const placeholderPattern = /\{\{\s*([A-Za-z0-9_.\- ]+?)\s*\}\}/g;

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

/**
 * The key a CSV header is stored under: lower case, letters and digits only, `csv_` prefix
 * (so "Email Address" becomes `csv_emailaddress`, as spec 3 §3's `csv_emailaddress` shows).
 *
 * @example
 * csvColumnKey('Email Address') // 'csv_emailaddress'
 */
export function csvColumnKey(header: string): string {
  const bare = header
    .trim()
    .toLowerCase()
    .replace(/^csv_/, '')
    .replace(/[^a-z0-9]/g, '');
  return `csv_${bare}`;
}

function csvValue(name: string, csvColumns: CsvColumns | undefined): string | undefined {
  if (!csvColumns) return undefined;
  const wanted = [name, name.toLowerCase(), csvColumnKey(name)];
  for (const key of wanted) {
    if (Object.hasOwn(csvColumns, key)) {
      const v = csvColumns[key];
      return v === null || v === undefined ? '' : String(v);
    }
  }
  return undefined;
}

function resolve(name: string, lead: PlaceholderLead, csvColumns?: CsvColumns): string | undefined {
  const lower = name.toLowerCase();
  if ((standardPlaceholders as readonly string[]).includes(lower)) {
    return standardValue(lower as StandardPlaceholder, lead);
  }
  return csvValue(name, csvColumns);
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
