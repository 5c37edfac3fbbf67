// A tiny escaping template tag: interpolated strings are escaped, `Html` values pass through,
// arrays are flattened. Keeps rendering synchronous and dependency-free.

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Child = Html | string | number | boolean | null | undefined | readonly Child[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function render(child: Child): string {
  if (child === null || child === undefined || child === false || child === true) return '';
  if (child instanceof Html) return child.value;
  if (Array.isArray(child)) return child.map(render).join('');
  return escapeHtml(String(child));
}

export function html(strings: TemplateStringsArray, ...values: Child[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

export function raw(text: string): Html {
  return new Html(text);
}
