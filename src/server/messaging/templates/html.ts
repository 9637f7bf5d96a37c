const SAFE = Symbol('safe html');

/** Markup built by `html`; only this type is inserted unescaped into other markup. */
export type SafeHtml = { readonly [SAFE]: string };

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && SAFE in value;
}

function interpolate(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (isSafe(value)) return value[SAFE];
  if (Array.isArray(value)) return value.map(interpolate).join('');
  return escapeHtml(String(value));
}

/**
 * Every interpolated value is escaped unless it is itself `html` markup; guests type their names,
 * addresses and comments, and none of that may become markup in anybody's mailbox.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += interpolate(value) + (strings[index + 1] ?? '');
  });
  return { [SAFE]: out };
}

export function renderHtml(markup: SafeHtml): string {
  return markup[SAFE];
}

/** Multi-line text (a comment, an address) with its line breaks kept. */
export function multiline(text: string): SafeHtml {
  return { [SAFE]: text.split(/\r?\n/).map(escapeHtml).join('<br>') };
}
