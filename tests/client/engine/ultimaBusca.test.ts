import { describe, expect, it } from 'vitest';
import { teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import { lembrarBusca, ultimaBusca } from '../../../src/client/engine/lista/ultimaBusca.ts';

describe("a list's last search", () => {
  it('is remembered for the way back from a form, and forgotten when the session ends', () => {
    lembrarBusca('gestaopessoas/cargo', '?page=3&q=coordenador');
    expect(ultimaBusca('gestaopessoas/cargo')).toBe('?page=3&q=coordenador');

    teardownSession();
    expect(ultimaBusca('gestaopessoas/cargo')).toBe('');
  });
});
