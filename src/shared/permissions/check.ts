import { TAG_ADMINISTRADOR } from './catalogue.ts';

export interface PermissionOptions {
  /** Any one of the tags suffices (default: all are needed). */
  any?: boolean;
  /** Inverts the result: true when the user does NOT hold the permission. */
  cant?: boolean;
}

/**
 * The check of the specification's section 6: `administrador` passes every check;
 * otherwise all listed tags are needed, or any one with `any`; `cant` inverts the answer.
 */
export function hasPermission(
  userTags: Iterable<string>,
  required: readonly string[],
  options: PermissionOptions = {},
): boolean {
  const held = userTags instanceof Set ? (userTags as Set<string>) : new Set(userTags);
  let allowed: boolean;
  if (held.has(TAG_ADMINISTRADOR) || required.length === 0) {
    allowed = true;
  } else if (options.any) {
    allowed = required.some((tag) => held.has(tag));
  } else {
    allowed = required.every((tag) => held.has(tag));
  }
  return options.cant ? !allowed : allowed;
}
