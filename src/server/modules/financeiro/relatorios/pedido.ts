import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { MAIOR_PERIODO_DIARIO_EM_DIAS } from '../../../../shared/api/movimento.ts';
import {
  SITUACOES_EM_ABERTO,
  TIPOS_DE_TITULO,
  type SituacaoEmAberto,
  type TipoDeTitulo,
} from '../../../../shared/api/relatoriosFinanceiros.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import { CONSULTA, LeitorDaConsulta, type Consulta } from '../movimento/parametros.ts';

// A report card's body read and judged with the statement's reader: the period (dataInicial,
// dataFinal), the optional ids, the choices and the format. Bad input is the form's 422 naming
// the field, before any job is queued.

export const MENSAGEM_FORMATO = 'Escolha o formato: PDF ou XLSX.';
export const MENSAGEM_TIPO = 'Escolha a receber, a pagar ou ambos.';
export const MENSAGEM_SITUACAO = 'Escolha todas, vencidas ou a vencer.';
export const MENSAGEM_ANO = 'Informe um ano de 2000 a 2100.';

/** The body's schema: text values only, as the statement's query; formato is required. */
export const CORPO_DO_RELATORIO = { ...CONSULTA, required: ['formato'], properties: { formato: CONSULTA.additionalProperties } } as const;

/** A report's period is at most a year (a day-by-day cash flow too). */
export const MAIOR_PERIODO_DO_RELATORIO = MAIOR_PERIODO_DIARIO_EM_DIAS;

export interface PedidoLido {
  inicio: DataISO;
  fim: DataISO;
  formato: FormatoDoRelatorio;
  conta: number | null;
  centroCusto: number | null;
  categoria: number | null;
  tipo: TipoDeTitulo;
  situacao: SituacaoEmAberto;
  agrupamento: Agrupamento;
  contaContabil: number | null;
  /** The budget's year (execução orçamentária). */
  ano: number;
}

function opcao<T extends string>(leitor: LeitorDaConsulta, corpo: Consulta, nome: string, opcoes: readonly T[], mensagem: string): T {
  const texto = corpo[nome]?.trim() || opcoes[0];
  const achada = opcoes.find((o) => o === texto);
  if (achada === undefined) leitor.erros.push({ field: nome, message: mensagem });
  return achada ?? (opcoes[0] as T);
}

function ano(leitor: LeitorDaConsulta, corpo: Consulta): number {
  const texto = corpo['ano']?.trim() ?? '';
  const valor = /^\d{4}$/.test(texto) ? Number(texto) : 0;
  if (valor < 2000 || valor > 2100) leitor.erros.push({ field: 'ano', message: MENSAGEM_ANO });
  return valor;
}

export interface Exigencias {
  /** The statement's account. */
  conta?: boolean;
  /** The razão's ledger account. */
  contaContabil?: boolean;
  /** The budget's year instead of a period. */
  ano?: boolean;
}

/** Reads the body as the report requires. Throws the 422 when anything is wrong. */
export function lerPedido(corpo: Consulta, exige: Exigencias = {}): PedidoLido {
  const leitor = new LeitorDaConsulta(corpo);
  const { inicio, fim } = exige.ano ? { inicio: '', fim: '' } : leitor.periodo(MAIOR_PERIODO_DO_RELATORIO, ['dataInicial', 'dataFinal']);
  const pedido: PedidoLido = {
    inicio,
    fim,
    formato: opcao(leitor, corpo, 'formato', ['PDF', 'XLSX'] as const, MENSAGEM_FORMATO),
    conta: leitor.id('conta', exige.conta ?? false),
    centroCusto: leitor.id('centroCusto', false),
    categoria: leitor.id('categoria', false),
    tipo: opcao(leitor, corpo, 'tipo', TIPOS_DE_TITULO, MENSAGEM_TIPO),
    situacao: opcao(leitor, corpo, 'situacao', SITUACOES_EM_ABERTO, MENSAGEM_SITUACAO),
    agrupamento: 'MES',
    contaContabil: leitor.id('contaContabil', exige.contaContabil ?? false),
    ano: exige.ano ? ano(leitor, corpo) : 0,
  };
  if (corpo['agrupamento'] !== undefined) pedido.agrupamento = leitor.agrupamento();
  leitor.exigir();
  return pedido;
}
