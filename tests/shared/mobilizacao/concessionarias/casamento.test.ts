import { describe, expect, it } from 'vitest';
import { casarRegistro } from '../../../../src/shared/mobilizacao/concessionarias/casamento.ts';
import { codigoDeBarrasDaConta } from '../../../../src/shared/mobilizacao/febraban150/arrecadacao.ts';

// A bill's record matched to its donor by the installation in its barcode: one donor → theirs;
// none, or two donors with the same installation → left to a person, never guessed.

const luz = { codigo: 'luz-do-vale', identificacaoNoCodigoDeBarras: { inicio: 20, fim: 29 } };
const barras = (instalacao: string) => codigoDeBarrasDaConta('3', '0042', 3000, instalacao);

describe('matching a bill to its donor', () => {
  it('finds the donor whose consent has the installation, written with or without zeros and punctuation', () => {
    const consentimentos = [{ pessoaId: 7, concessionaria: 'luz-do-vale', instalacao: '0012.345-6' }];
    expect(casarRegistro(barras('123456'), luz, consentimentos)).toEqual({ resultado: 'casado', instalacao: '123456', pessoaId: 7 });
  });

  it('leaves to a person an installation nobody consented to, or another utility’s consent', () => {
    const deOutra = [{ pessoaId: 7, concessionaria: 'aguas-da-serra', instalacao: '123456' }];
    expect(casarRegistro(barras('123456'), luz, deOutra)).toEqual({ resultado: 'sem_consentimento', instalacao: '123456' });
  });

  it('leaves to a person an installation two donors claim', () => {
    const dois = [
      { pessoaId: 7, concessionaria: 'luz-do-vale', instalacao: '123456' },
      { pessoaId: 8, concessionaria: 'luz-do-vale', instalacao: '000123456' },
    ];
    expect(casarRegistro(barras('123456'), luz, dois)).toEqual({ resultado: 'ambiguo', instalacao: '123456' });
  });
});
