import { describe, expect, it } from 'vitest';
import { teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import { lembrarBusca, lembrarPagina, voltaDaTela } from '../../../src/client/engine/lista/ultimaBusca.ts';

const CARGOS = { path: '/gestaopessoas/cargo', titulo: 'Cargos' };
const CONSENTIMENTOS = { path: '/mobilizacao/concessionarias/consentimentos', titulo: 'Consentimentos' };

describe('the way back from a form', () => {
  it("is the screen's list with its last search, forgotten when the session ends", () => {
    expect(voltaDaTela('gestaopessoas/cargo', CARGOS)).toEqual({ path: '/gestaopessoas/cargo', titulo: 'Cargos' });
    lembrarBusca('gestaopessoas/cargo', '?page=3&q=coordenador');
    expect(voltaDaTela('gestaopessoas/cargo', CARGOS)).toEqual({ path: '/gestaopessoas/cargo?page=3&q=coordenador', titulo: 'Cargos' });

    teardownSession();
    expect(voltaDaTela('gestaopessoas/cargo', CARGOS)).toEqual({ path: '/gestaopessoas/cargo', titulo: 'Cargos' });
  });

  it('is the page embedding the list when that was the list seen last, and the list again once it is seen', () => {
    lembrarPagina('mobilizacao.concessionarias.consentimentos', '/mobilizacao/concessionarias/luz-do-vale', 'Companhia de Luz do Vale');
    expect(voltaDaTela('mobilizacao.concessionarias.consentimentos', CONSENTIMENTOS)).toEqual({ path: '/mobilizacao/concessionarias/luz-do-vale', titulo: 'Companhia de Luz do Vale' });

    lembrarBusca('mobilizacao.concessionarias.consentimentos', '?q=0042');
    expect(voltaDaTela('mobilizacao.concessionarias.consentimentos', CONSENTIMENTOS)).toEqual({ path: '/mobilizacao/concessionarias/consentimentos?q=0042', titulo: 'Consentimentos' });
  });
});
