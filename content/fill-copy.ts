/**
 * The placeholder syntax of content's copy: "{town}" in a template is filled with the value named town. Here, at the
 * bottom of the import order, because the route manifest fills titles with it as much as the pages do.
 */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))
}
