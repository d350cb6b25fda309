import { describe, expect, it } from 'vitest';
import { teardownSession } from '../../../../src/client/auth/sessionTeardown.ts';
import { caminhoDaOrigem, lembrarConsulta } from '../../../../src/client/pages/mensagens/caminhos.ts';

describe("a conversation's way back", () => {
  it("returns to the folder's last query, which the next user on the tab does not inherit", () => {
    lembrarConsulta('enviados', '?page=2&q=reuniao');
    expect(caminhoDaOrigem('enviados')).toBe('/mensagens/enviados?page=2&q=reuniao');

    teardownSession();
    expect(caminhoDaOrigem('enviados')).toBe('/mensagens/enviados');
  });
});
