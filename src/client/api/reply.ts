import type { FieldError } from '../../shared/api/contract.ts';

// What a reply body may hold: the contract's `message`, or `msg` from older endpoints.
export interface ReplyBody {
  content?: unknown;
  message?: unknown;
  msg?: unknown;
  errors?: unknown;
  avisos?: unknown;
}

export async function readReplyBody(response: Response): Promise<ReplyBody | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ReplyBody) : null;
  } catch {
    return null;
  }
}

export function replyText(body: ReplyBody | null): string | null {
  const text = body?.message ?? body?.msg;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** The warnings of a write that went through (SuccessReply.avisos). */
export function replyWarnings(body: ReplyBody | null): string[] {
  return Array.isArray(body?.avisos) ? body.avisos.filter((a): a is string => typeof a === 'string' && a !== '') : [];
}

export function replyFieldErrors(body: ReplyBody | null): FieldError[] {
  if (!Array.isArray(body?.errors)) return [];
  return body.errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
}
