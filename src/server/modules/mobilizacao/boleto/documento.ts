import type { CanvasElement, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { valorEmReais } from '../../../../shared/financeiro/recibo.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import { formatCpfOuCnpj } from '../../../../shared/masks/cpf-ou-cnpj.ts';
import { barrasIntercalado2de5 } from '../../../../shared/mobilizacao/boleto/barras.ts';
import type { ContaDeCobranca, TituloDoBoleto } from '../../../../shared/mobilizacao/boleto/bancos/tipos.ts';
import { calcularBoleto, type BoletoCalculado } from '../../../../shared/mobilizacao/boleto/boleto.ts';

// The boleto as a PDF document definition, one A4 page per charge: the payer's receipt above the
// cut line, the ficha de compensação below it (the FEBRABAN fields in their usual boxes) and the
// barcode drawn as vector bars, Interleaved 2 of 5, about 103 mm wide and 13 mm tall. Pure: a
// test reads what the page says without rendering it.

export interface Parte {
  nome: string;
  /** Digits of the CPF or CNPJ, or null. */
  cpfCnpj: string | null;
  endereco: string | null;
}

export interface BoletoParaImpressao {
  conta: ContaDeCobranca;
  titulo: TituloDoBoleto;
  beneficiario: Parte;
  pagador: Parte;
  numeroDoDocumento: string;
  /** AAAA-MM-DD */
  dataDoProcessamento: string;
  /** What the bank's cashier must do (up to about six lines): fine, interest, no payment after… */
  instrucoes: readonly string[];
}

export const TITULO_BOLETO = 'Boleto';
const LOCAL_DE_PAGAMENTO = 'Pagável em qualquer banco, casa lotérica ou aplicativo até o vencimento';
const ESPECIE_DO_DOCUMENTO = 'RC';
const LARGURA_DAS_BARRAS = 292;
const ALTURA_DAS_BARRAS = 37;

const parte = (p: Parte): string => [p.nome, p.cpfCnpj ? `CPF/CNPJ ${formatCpfOuCnpj(p.cpfCnpj)}` : null, p.endereco].filter((t): t is string => t !== null && t !== '').join(' – ');

/** A labelled box of the ficha: small caption above, the value below. */
const caixa = (rotulo: string, valor: string, opcoes: { direita?: boolean; negrito?: boolean; colSpan?: number } = {}): TableCell => ({
  stack: [
    { text: rotulo, fontSize: 6 },
    { text: valor === '' ? ' ' : valor, fontSize: 9, bold: opcoes.negrito ?? false, alignment: opcoes.direita ? 'right' : 'left' },
  ],
  ...(opcoes.colSpan === undefined ? {} : { colSpan: opcoes.colSpan }),
});

const vazias = (quantas: number): TableCell[] => Array.from({ length: quantas }, () => ({ text: '' }));

function cabecalho(b: BoletoCalculado): Content {
  return {
    columns: [
      { width: 150, text: b.nomeDoBanco, bold: true, fontSize: 13 },
      { width: 60, text: b.codigoComDigito, bold: true, fontSize: 14, alignment: 'center' },
      { width: '*', text: b.linhaDigitavelFormatada, bold: true, fontSize: 11, alignment: 'right' },
    ],
    margin: [0, 0, 0, 3],
  };
}

/** The bars, black rectangles at their widths (the spaces between them are left blank). */
export function barrasDoCodigo(codigoDeBarras: string): CanvasElement[] {
  const elementos = barrasIntercalado2de5(codigoDeBarras);
  const unidade = LARGURA_DAS_BARRAS / elementos.reduce((soma, e) => soma + e, 0);
  const barras: CanvasElement[] = [];
  let x = 0;
  elementos.forEach((largura, i) => {
    if (i % 2 === 0) barras.push({ type: 'rect', x, y: 0, w: largura * unidade, h: ALTURA_DAS_BARRAS, color: 'black', lineWidth: 0 });
    x += largura * unidade;
  });
  return barras;
}

function recibo(dados: BoletoParaImpressao, b: BoletoCalculado): Content[] {
  const { titulo } = dados;
  return [
    cabecalho(b),
    {
      table: {
        widths: ['*', 110, 110],
        body: [
          [caixa('Beneficiário', parte(dados.beneficiario)), caixa('Agência / Código do beneficiário', b.agenciaECodigo), caixa('Vencimento', formatDate(titulo.vencimento), { direita: true, negrito: true })],
          [caixa('Pagador', parte(dados.pagador)), caixa('Nosso número', b.nossoNumeroImpresso), caixa('Valor do documento', valorEmReais(titulo.valorCentavos), { direita: true, negrito: true })],
        ],
      },
    },
    { text: 'Recibo do pagador – Autenticação mecânica', fontSize: 7, alignment: 'right', margin: [0, 2, 0, 0] },
    { canvas: [{ type: 'line', x1: 0, y1: 10, x2: 535, y2: 10, lineWidth: 0.5, dash: { length: 3 } }], margin: [0, 0, 0, 14] },
  ];
}

function ficha(dados: BoletoParaImpressao, b: BoletoCalculado): Content[] {
  const { titulo, conta } = dados;
  const valor = valorEmReais(titulo.valorCentavos);
  const corpo: TableCell[][] = [
    [caixa('Local de pagamento', LOCAL_DE_PAGAMENTO, { colSpan: 5 }), ...vazias(4), caixa('Vencimento', formatDate(titulo.vencimento), { direita: true, negrito: true })],
    [caixa('Beneficiário', parte(dados.beneficiario), { colSpan: 5 }), ...vazias(4), caixa('Agência / Código do beneficiário', b.agenciaECodigo, { direita: true })],
    [
      caixa('Data do documento', formatDate(titulo.emissao)),
      caixa('Nº do documento', dados.numeroDoDocumento, { colSpan: 2 }),
      { text: '' },
      caixa('Espécie doc.', ESPECIE_DO_DOCUMENTO),
      caixa('Aceite / Data do processamento', `N   ${formatDate(dados.dataDoProcessamento)}`),
      caixa('Nosso número', b.nossoNumeroImpresso, { direita: true }),
    ],
    [caixa('Uso do banco', ''), caixa('Carteira', conta.carteira), caixa('Espécie', 'R$'), caixa('Quantidade', ''), caixa('Valor', ''), caixa('(=) Valor do documento', valor, { direita: true, negrito: true })],
    [
      { stack: [{ text: 'Instruções (texto de responsabilidade do beneficiário)', fontSize: 6 }, ...dados.instrucoes.map((linha): Content => ({ text: linha, fontSize: 8 }))], colSpan: 5, rowSpan: 3 },
      ...vazias(4),
      caixa('(–) Desconto / Abatimento', ''),
    ],
    [...vazias(5), caixa('(+) Mora / Multa', '')],
    [...vazias(5), caixa('(=) Valor cobrado', '')],
    [caixa('Pagador', parte(dados.pagador), { colSpan: 6 }), ...vazias(5)],
  ];
  return [
    cabecalho(b),
    { table: { widths: [70, 50, 40, 45, '*', 120], body: corpo } },
    { text: 'Autenticação mecânica – Ficha de compensação', fontSize: 7, alignment: 'right', margin: [0, 2, 0, 6] },
    { canvas: barrasDoCodigo(b.codigoDeBarras) },
  ];
}

/** One page per boleto; the barcode and the linha digitável computed from the account and the charge. */
export function documentoDosBoletos(boletos: readonly BoletoParaImpressao[]): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [30, 30, 30, 30],
    info: { title: TITULO_BOLETO },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: boletos.map((dados, i): Content => {
      const b = calcularBoleto(dados.conta, dados.titulo);
      return { stack: [...recibo(dados, b), ...ficha(dados, b)], ...(i < boletos.length - 1 ? { pageBreak: 'after' as const } : {}) };
    }),
  };
}
