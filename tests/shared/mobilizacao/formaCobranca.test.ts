import { describe, expect, it } from 'vitest';
import { conferirFormaDeCobranca, type FormaDeCobranca } from '../../../src/shared/mobilizacao/formaCobranca.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../src/shared/mobilizacao/mensagens.ts';

const forma = (extra: Partial<FormaDeCobranca>): FormaDeCobranca => ({ tipo: 'pix', codigo: null, banco: null, agencia: null, agenciaDv: null, conta: null, contaDv: null, convenio: null, layout: null, ...extra });
const BB = { banco: '001', agencia: '1234', conta: '56789', convenio: '1234567' };

describe('forma de cobrança', () => {
  it('PIX e cartão não pedem convênio', () => {
    expect(conferirFormaDeCobranca(forma({}))).toEqual([]);
    expect(conferirFormaDeCobranca(forma({ tipo: 'cartao' }))).toEqual([]);
  });

  it('o boleto pede banco, agência, conta, convênio e um layout CNAB', () => {
    expect(conferirFormaDeCobranca(forma({ tipo: 'boleto', ...BB, layout: 'CNAB240' }))).toEqual([]);
    expect(conferirFormaDeCobranca(forma({ tipo: 'boleto', ...BB, conta: ' ', layout: null })).map((e) => e.field)).toEqual(['conta', 'layout']);
    expect(conferirFormaDeCobranca(forma({ tipo: 'boleto', ...BB, layout: 'FEBRABAN150' }))).toEqual([{ field: 'layout', message: M.layoutDoTipo }]);
  });

  it('o débito automático usa o FEBRABAN 150', () => {
    expect(conferirFormaDeCobranca(forma({ tipo: 'debito_automatico', ...BB, layout: 'FEBRABAN150' }))).toEqual([]);
    expect(conferirFormaDeCobranca(forma({ tipo: 'debito_automatico', ...BB, layout: 'CNAB400' }))).toEqual([{ field: 'layout', message: M.layoutDoTipo }]);
  });

  it('a concessionária pede o código da página e o convênio', () => {
    expect(conferirFormaDeCobranca(forma({ tipo: 'concessionaria', codigo: 'luz-do-vale', convenio: '0042' }))).toEqual([]);
    expect(conferirFormaDeCobranca(forma({ tipo: 'concessionaria', codigo: 'Luz Do Vale', convenio: null }))).toEqual([
      { field: 'codigo', message: M.codigoInvalido },
      { field: 'convenio', message: M.concessionariaIncompleta },
    ]);
  });

  it('o código do banco tem três dígitos; agência, conta, dígitos e convênio, a forma que o banco de dados guarda', () => {
    expect(conferirFormaDeCobranca(forma({ banco: '1' }))).toEqual([{ field: 'banco', message: M.bancoInvalido }]);
    expect(conferirFormaDeCobranca(forma({ tipo: 'boleto', ...BB, agencia: '12-3', agenciaDv: 'Y', conta: '12a', contaDv: 'X', convenio: '12 34', layout: 'CNAB240' }))).toEqual([
      { field: 'agencia', message: M.agenciaInvalida },
      { field: 'agenciaDv', message: M.digitoInvalido },
      { field: 'conta', message: M.contaInvalida },
      { field: 'convenio', message: M.convenioInvalido },
    ]);
  });
});
