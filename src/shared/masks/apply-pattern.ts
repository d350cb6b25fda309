// Placeholders understood by applyPattern: imask's digit plus our alphanumeric 'A'.
const PLACEHOLDERS: Readonly<Record<string, RegExp>> = {
  '0': /[0-9]/,
  A: /[0-9A-Za-z]/,
};

/**
 * Lays the characters of `raw` over an imask-style pattern, the way imask shows a value
 * typed so far: characters a placeholder rejects are dropped, fixed characters appear
 * only once a character follows them (so "1234" becomes "123.4", never "123.4" plus a
 * dangling separator), and what does not fit is cut off.
 */
export function applyPattern(pattern: string, raw: string): string {
  let out = '';
  let pending = '';
  let next = 0;
  for (const slot of pattern) {
    const placeholder = PLACEHOLDERS[slot];
    if (placeholder === undefined) {
      pending += slot;
      continue;
    }
    while (next < raw.length && !placeholder.test(raw.charAt(next))) next++;
    if (next >= raw.length) break;
    out += pending + raw.charAt(next);
    pending = '';
    next++;
  }
  return out;
}

/** Only the digits of `text`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Only the letters and digits of `text`, uppercased (the alphanumeric CNPJ is uppercase). */
export function onlyAlphanumerics(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}
