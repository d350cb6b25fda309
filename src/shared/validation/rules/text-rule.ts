import { isEmpty, textOf } from '../empty.ts';

/**
 * A rule over the text of a value: empty passes, anything that is not text fails with
 * `message`, and text fails when `isValid` says so.
 */
export function textRule(isValid: (text: string) => boolean, message: string): (value: unknown) => string | null {
  return (value) => {
    if (isEmpty(value)) return null;
    const text = textOf(value);
    return text !== null && isValid(text) ? null : message;
  };
}
