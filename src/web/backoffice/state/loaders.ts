/**
 * Loaders tracked by name (back-office spec, section 4). A name is dotted, e.g. `entities.products.list`;
 * a pattern may use `*` for any run of characters, so `entities.*` asks whether any entity is loading.
 * The same name may run more than once at a time, hence a count per name.
 */
export type LoaderCounts = Readonly<Record<string, number>>;

export function startLoader(counts: LoaderCounts, name: string): LoaderCounts {
  return { ...counts, [name]: (counts[name] ?? 0) + 1 };
}

export function stopLoader(counts: LoaderCounts, name: string): LoaderCounts {
  const remaining = (counts[name] ?? 0) - 1;
  const others = Object.fromEntries(Object.entries(counts).filter(([running]) => running !== name));
  return remaining > 0 ? { ...others, [name]: remaining } : others;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function loaderNameMatches(pattern: string, name: string): boolean {
  const expression = pattern.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${expression}$`).test(name);
}

export function isLoading(counts: LoaderCounts, pattern: string): boolean {
  return Object.keys(counts).some((name) => loaderNameMatches(pattern, name));
}

export function runningLoaders(counts: LoaderCounts, pattern = '*'): string[] {
  return Object.keys(counts).filter((name) => loaderNameMatches(pattern, name));
}
