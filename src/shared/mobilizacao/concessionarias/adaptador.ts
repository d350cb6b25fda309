import type { FieldError } from '../../api/contract.ts';

// A utility company that collects donations in its bills (electricity, water, telephone): there
// is no public standard for their files, so each is an adapter over the FEBRABAN arrecadação
// layout, configured on its page: agreement, fee, layout and where in the barcode the utility
// writes the consumer's installation.

export type LayoutDaConcessionaria = 'FEBRABAN150';

export interface FaixaDoCodigoDeBarras {
  /** 1-based, inclusive, as the utility's manual prints them (1–44). */
  inicio: number;
  fim: number;
}

export interface AdaptadorDaConcessionaria {
  /** The utility's code in its page's address (mobilizacao/concessionarias/{codigo}). */
  codigo: string;
  nome: string;
  /** Código do convênio as the return's header names it (A03). */
  convenio: string;
  /** The utility's fee, percent of each gift, at most four decimals. */
  taxaPercentual: number;
  /** A fixed fee per gift, in cents. */
  tarifaFixaCentavos: number;
  layout: LayoutDaConcessionaria;
  /** Where the consumer's installation (unidade consumidora) is in each G record's barcode. */
  identificacaoNoCodigoDeBarras: FaixaDoCodigoDeBarras;
}

const LARGURA_DO_CODIGO = 44;
const CONVENIO_MAXIMO = 20;
const CASAS_DA_TAXA = 4;

const casasDecimais = (numero: number): number => (String(numero).split('.')[1] ?? '').length;

/** What is wrong with an adapter's settings, in pt-BR, by field; empty when it can be used. */
export function problemasDoAdaptador(a: AdaptadorDaConcessionaria): FieldError[] {
  const problemas: FieldError[] = [];
  if (!/^[a-z0-9-]+$/.test(a.codigo)) problemas.push({ field: 'codigo', message: 'Use letras minúsculas, números e hífen.' });
  if (a.convenio.trim() === '' || a.convenio.length > CONVENIO_MAXIMO) problemas.push({ field: 'convenio', message: `Informe o código do convênio (até ${CONVENIO_MAXIMO} caracteres).` });
  if (!Number.isFinite(a.taxaPercentual) || a.taxaPercentual < 0 || a.taxaPercentual > 100 || casasDecimais(a.taxaPercentual) > CASAS_DA_TAXA) {
    problemas.push({ field: 'taxaPercentual', message: 'A taxa vai de 0 a 100%, com até quatro casas decimais.' });
  }
  if (!Number.isSafeInteger(a.tarifaFixaCentavos) || a.tarifaFixaCentavos < 0) problemas.push({ field: 'tarifaFixaCentavos', message: 'A tarifa fixa não pode ser negativa.' });
  const { inicio, fim } = a.identificacaoNoCodigoDeBarras;
  if (!Number.isInteger(inicio) || !Number.isInteger(fim) || inicio < 1 || fim > LARGURA_DO_CODIGO || inicio > fim) {
    problemas.push({ field: 'identificacaoNoCodigoDeBarras', message: `A instalação fica entre as posições 1 e ${LARGURA_DO_CODIGO} do código de barras, o início antes do fim.` });
  }
  return problemas;
}
