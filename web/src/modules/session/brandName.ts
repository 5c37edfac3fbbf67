/** The product name shown in the browser tab: ours, or an active white label's company name. */
const PRODUCT = 'Outreach';
let brand = PRODUCT;

/** `Page · Brand`, the tab title every routed page gets. */
export function pageTitle(title: string): string {
  return `${title} · ${brand}`;
}

/** Sets the brand (null goes back to the product's name) and re-titles the open page. */
export function setBrandName(name: string | null): void {
  const before = brand;
  brand = name || PRODUCT;
  const suffix = ` · ${before}`;
  if (document.title.endsWith(suffix)) document.title = pageTitle(document.title.slice(0, -suffix.length));
  else if (document.title === before) document.title = brand;
}
