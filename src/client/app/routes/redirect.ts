/** The `redirect` query value if it is a path inside the application, else the root. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function withRedirect(path: string, destino: string): string {
  return `${path}?${new URLSearchParams({ redirect: destino })}`;
}
