import { MAIOR_PERIODO_EM_DIAS, MAIOR_POR_PAGINA_DO_EXTRATO, POR_PAGINA_DO_EXTRATO } from '../../../../shared/api/movimento.ts';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { ehDataISO, numeroDoDia, type DataISO } from '../../../../shared/calendario/data.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import { errosDeFormulario } from '../../../http/erros.ts';

// The query of the statement and of the cash flow, read and judged: a period of real days, at
// most three years (a day-by-day cash flow, one), ids that are whole numbers, the statement's page
// and rows per page. Bad input is the form's 422 naming the parameter.

export const MENSAGEM_DATA = 'Informe uma data válida (AAAA-MM-DD).';
export const MENSAGEM_PERIODO_INVERTIDO = 'O fim do período deve ser igual ou posterior ao início.';
export const MENSAGEM_PERIODO_LONGO = 'O período pode ter no máximo {dias} dias.';
export const MENSAGEM_ID = 'Selecione um registro válido.';
export const MENSAGEM_AGRUPAMENTO = 'Agrupe por dia, semana ou mês.';
export const MENSAGEM_PAGINA = 'Informe uma página válida (1 ou mais).';
export const MENSAGEM_POR_PAGINA = 'Informe de 1 a {maximo} movimentos por página.';

const AGRUPAMENTOS: readonly Agrupamento[] = ['DIA', 'SEMANA', 'MES'];

export type Consulta = Readonly<Record<string, string | undefined>>;

export const CONSULTA = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 40, pattern: '^[^\\u0000]*$' },
} as const;

const preenchido = (texto: string | undefined): string | null => (texto === undefined || texto.trim() === '' ? null : texto.trim());

export class LeitorDaConsulta {
  readonly erros: FieldError[] = [];
  private readonly consulta: Consulta;
  constructor(consulta: Consulta) {
    this.consulta = consulta;
  }

  id(nome: string, obrigatorio: boolean): number | null {
    const texto = preenchido(this.consulta[nome]);
    if (texto === null) {
      if (obrigatorio) this.erros.push({ field: nome, message: MENSAGEM_ID });
      return null;
    }
    const id = /^\d{1,9}$/.test(texto) ? Number(texto) : 0;
    if (id < 1) this.erros.push({ field: nome, message: MENSAGEM_ID });
    return id < 1 ? null : id;
  }

  data(nome: string): DataISO | null {
    const texto = preenchido(this.consulta[nome])?.slice(0, 10) ?? null;
    if (texto !== null && ehDataISO(texto)) return texto;
    this.erros.push({ field: nome, message: MENSAGEM_DATA });
    return null;
  }

  agrupamento(): Agrupamento {
    const texto = preenchido(this.consulta['agrupamento']) ?? 'MES';
    const achado = AGRUPAMENTOS.find((a) => a === texto);
    if (achado === undefined) this.erros.push({ field: 'agrupamento', message: MENSAGEM_AGRUPAMENTO });
    return achado ?? 'MES';
  }

  /** `page` (from 1) and `rpp` (1 to MAIOR_POR_PAGINA_DO_EXTRATO); absent, the first page of POR_PAGINA_DO_EXTRATO. */
  pagina(): { pagina: number; porPagina: number } {
    const pagina = this.inteiro('page', 1, Number.MAX_SAFE_INTEGER, MENSAGEM_PAGINA);
    const maximo = MAIOR_POR_PAGINA_DO_EXTRATO.toLocaleString('pt-BR');
    const porPagina = this.inteiro('rpp', POR_PAGINA_DO_EXTRATO, MAIOR_POR_PAGINA_DO_EXTRATO, MENSAGEM_POR_PAGINA.replace('{maximo}', maximo));
    return { pagina, porPagina };
  }

  private inteiro(nome: string, padrao: number, maximo: number, mensagem: string): number {
    const texto = preenchido(this.consulta[nome]);
    if (texto === null) return padrao;
    const numero = /^\d{1,9}$/.test(texto) ? Number(texto) : 0;
    if (numero >= 1 && numero <= maximo) return numero;
    this.erros.push({ field: nome, message: mensagem });
    return padrao;
  }

  /** `nomes`: the parameters of the first and last day (the report cards say dataInicial and dataFinal). */
  periodo(maximo: number = MAIOR_PERIODO_EM_DIAS, nomes: readonly [string, string] = ['inicio', 'fim']): { inicio: DataISO; fim: DataISO } {
    const [inicio, fim] = [this.data(nomes[0]), this.data(nomes[1])];
    if (inicio === null || fim === null) return { inicio: '', fim: '' };
    const dias = numeroDoDia(fim) - numeroDoDia(inicio) + 1;
    if (dias < 1) this.erros.push({ field: nomes[1], message: MENSAGEM_PERIODO_INVERTIDO });
    else if (dias > maximo) this.erros.push({ field: nomes[1], message: MENSAGEM_PERIODO_LONGO.replace('{dias}', String(maximo)) });
    return { inicio, fim };
  }

  /** Throws the 422 when anything read was wrong. */
  exigir(): void {
    if (this.erros.length > 0) throw errosDeFormulario(this.erros);
  }
}

