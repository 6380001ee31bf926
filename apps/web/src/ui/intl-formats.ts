// An Intl formatter takes tens of microseconds to build and a page may format hundreds of figures
// (every office's distance, every row's date): each kind is built once and shared, as they hold
// no state.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();

function shared<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return shared(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.Collator(locale, options)`, built once per locale and options. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return shared(collators, locale, options, () => new Intl.Collator(locale, options));
}
