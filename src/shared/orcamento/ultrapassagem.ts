import { valorEmReais } from '../financeiro/recibo.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DO_ORCAMENTO as M } from './mensagens.ts';

// Whether a new payable overruns its budget line (its category and cost centre) in its
// competence month, and what the finance parameter makes of it: a warning, a refusal or nothing.
// The overrun is the line's: what was already committed (open payables and payments of that
// month, the payable being edited left out by the caller) plus the new amount, less the plan.
// A category and cost centre with no budget line is outside the plan and is never checked; a
// line planned at zero for the month is, and any amount overruns it.

export const MODOS_DE_ULTRAPASSAGEM = ['AVISAR', 'BLOQUEAR', 'NADA'] as const;
export type ModoDeUltrapassagem = (typeof MODOS_DE_ULTRAPASSAGEM)[number];

export const ehModoDeUltrapassagem = (valor: unknown): valor is ModoDeUltrapassagem =>
  typeof valor === 'string' && (MODOS_DE_ULTRAPASSAGEM as readonly string[]).includes(valor);

export interface DespesaNoOrcamento {
  /** The line's plan for the competence month; null when the line is not in the plan. */
  planejadoCentavos: number | null;
  comprometidoCentavos: number;
  valorCentavos: number;
}

export interface Ultrapassagem {
  ultrapassa: boolean;
  /** How far the line goes past its plan with the new payable; 0 when it does not. */
  excedenteCentavos: number;
}

export function ultrapassagem({ planejadoCentavos, comprometidoCentavos, valorCentavos }: DespesaNoOrcamento): Ultrapassagem {
  if (planejadoCentavos === null || valorCentavos <= 0) return { ultrapassa: false, excedenteCentavos: 0 };
  const excedente = comprometidoCentavos + valorCentavos - planejadoCentavos;
  return excedente > 0 ? { ultrapassa: true, excedenteCentavos: excedente } : { ultrapassa: false, excedenteCentavos: 0 };
}

export interface VerificacaoDoOrcamento extends DespesaNoOrcamento {
  modo: ModoDeUltrapassagem;
  categoria: string;
  centroDeCusto: string;
  /** YYYY-MM, or a date in the month (YYYY-MM-DD). */
  competencia: string;
}

export type Veredito = { tipo: 'LIVRE' } | { tipo: 'AVISO' | 'BLOQUEIO'; mensagem: string; excedenteCentavos: number };

/** What saving the payable meets: nothing, a warning to show, or a pt-BR error that refuses it. */
export function verificarOrcamento(v: VerificacaoDoOrcamento): Veredito {
  const { ultrapassa, excedenteCentavos } = ultrapassagem(v);
  if (!ultrapassa || v.modo === 'NADA') return { tipo: 'LIVRE' };
  const [ano = '', mes = ''] = v.competencia.split('-');
  const valores = {
    categoria: v.categoria,
    centroDeCusto: v.centroDeCusto,
    competencia: `${mes}/${ano}`,
    excedente: valorEmReais(excedenteCentavos),
    planejado: valorEmReais(v.planejadoCentavos ?? 0),
    comprometido: valorEmReais(v.comprometidoCentavos),
    valor: valorEmReais(v.valorCentavos),
  };
  const aviso = v.modo === 'AVISAR';
  return { tipo: aviso ? 'AVISO' : 'BLOQUEIO', mensagem: interpolar(aviso ? M.avisoDeUltrapassagem : M.bloqueioPorUltrapassagem, valores), excedenteCentavos };
}
