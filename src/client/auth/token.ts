// The session token lives in localStorage so every tab of the browser shares the session.
export const TOKEN_KEY = 'alicerce.token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function hasSession(): boolean {
  return readToken() !== null;
}
