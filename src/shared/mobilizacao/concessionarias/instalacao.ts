import type { AdaptadorDaConcessionaria } from './adaptador.ts';

// A gift collected in a bill is the donor's by the installation (unidade consumidora) the utility
// wrote in the bill's barcode, matched to the installation the donor consented to be charged on.
// Both are compared as digits without leading zeros: "0012.345-6" and "123456" are the same.

export interface ConsentimentoNaConcessionaria {
  pessoaId: number;
  concessionaria: string;
  instalacao: string;
}

/** The installation's digits without leading zeros ('' when it has none). */
export const instalacaoNormalizada = (texto: string): string => texto.replace(/\D/g, '').replace(/^0+/, '');

/** The installation the utility wrote in a G record's barcode, at the adapter's positions. */
export function instalacaoNoCodigoDeBarras(codigoDeBarras: string, adaptador: Pick<AdaptadorDaConcessionaria, 'identificacaoNoCodigoDeBarras'>): string {
  const { inicio, fim } = adaptador.identificacaoNoCodigoDeBarras;
  return instalacaoNormalizada(codigoDeBarras.slice(inicio - 1, fim));
}

/**
 * The consent a bill's installation belongs to, among this utility's; null when none or when
 * two different donors claim the same installation (a person must decide, not the file).
 */
export function consentimentoDaInstalacao(
  instalacao: string,
  concessionaria: string,
  consentimentos: readonly ConsentimentoNaConcessionaria[],
): ConsentimentoNaConcessionaria | null {
  const procurada = instalacaoNormalizada(instalacao);
  if (procurada === '') return null;
  const achados = consentimentos.filter((c) => c.concessionaria === concessionaria && instalacaoNormalizada(c.instalacao) === procurada);
  const pessoas = new Set(achados.map((c) => c.pessoaId));
  return pessoas.size === 1 ? (achados[0] ?? null) : null;
}
