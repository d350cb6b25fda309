import type { AdaptadorDaConcessionaria } from './adaptador.ts';
import { consentimentoDaInstalacao, instalacaoNoCodigoDeBarras, instalacaoNormalizada, type ConsentimentoNaConcessionaria } from './instalacao.ts';

// What a utility return's G record is to the institution: the donor whose consent has the bill's
// installation, or a record a person must resolve (no consent, or two donors with it). Never guessed.

export type CasamentoDoRegistro =
  | { resultado: 'casado'; instalacao: string; pessoaId: number }
  | { resultado: 'sem_consentimento' | 'ambiguo'; instalacao: string };

export function casarRegistro(
  codigoDeBarras: string,
  adaptador: Pick<AdaptadorDaConcessionaria, 'codigo' | 'identificacaoNoCodigoDeBarras'>,
  consentimentos: readonly ConsentimentoNaConcessionaria[],
): CasamentoDoRegistro {
  const instalacao = instalacaoNoCodigoDeBarras(codigoDeBarras, adaptador);
  const achado = consentimentoDaInstalacao(instalacao, adaptador.codigo, consentimentos);
  if (achado !== null) return { resultado: 'casado', instalacao, pessoaId: achado.pessoaId };
  const mesmaInstalacao = consentimentos.some((c) => c.concessionaria === adaptador.codigo && instalacao !== '' && instalacaoNormalizada(c.instalacao) === instalacao);
  return { resultado: mesmaInstalacao ? 'ambiguo' : 'sem_consentimento', instalacao };
}
