import { interpolar } from '../../../shared/i18n/idiomas.ts';

// What a report job's notice says it holds ("3 pessoas no relatório."): a sentence for one and
// one for {n}, each a key of the catalogue, so the English interface reads the notice too.

export interface ContagemDoRelatorio {
  um: string;
  varios: string;
}

/** The reports of "linhas": those of the fundraising, donations, supplies and assistance families. */
export const MENSAGENS_DAS_LINHAS: ContagemDoRelatorio = { um: '1 linha no relatório.', varios: '{n} linhas no relatório.' };

/** The notice's sentence for `n`, its digits grouped as in pt-BR ("1.234"). */
export const contagemNoRelatorio = (n: number, textos: ContagemDoRelatorio): string => (n === 1 ? textos.um : interpolar(textos.varios, { n: n.toLocaleString('pt-BR') }));
