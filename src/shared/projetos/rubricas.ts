import { valorEmReais } from '../financeiro/recibo.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { ultrapassagem } from '../orcamento/ultrapassagem.ts';
import { MENSAGENS_DOS_PROJETOS as M } from './mensagens.ts';

// A project's budget by rubrica against what its títulos executed, in cents. Executed is every
// despesa charged to the rubrica that is not cancelled, paid or not (as the budget plan reads a
// payable: by commitment, not by cash). The project's balance is its receitas less its despesas.

export interface RubricaOrcada {
  id: number;
  rotulo: string;
  orcadoCentavos: number;
}

export interface TituloDoProjeto {
  tipo: 'RECEITA' | 'DESPESA';
  rubricaId: number | null;
  valorCentavos: number;
}

export interface RubricaExecutada extends RubricaOrcada {
  executadoCentavos: number;
  saldoCentavos: number;
  /** Executed over budget, in hundredths of a per cent (12,34 % is 1234); null for a rubrica budgeted at zero. */
  percentualCentesimos: number | null;
}

export interface ExecucaoDoProjeto {
  rubricas: RubricaExecutada[];
  orcadoCentavos: number;
  executadoCentavos: number;
  /** Despesas charged to the project without a rubrica. */
  semRubricaCentavos: number;
  receitasCentavos: number;
  despesasCentavos: number;
  saldoCentavos: number;
}

export function executarProjeto(rubricas: readonly RubricaOrcada[], titulos: readonly TituloDoProjeto[]): ExecucaoDoProjeto {
  const porRubrica = new Map<number, number>();
  let receitas = 0;
  let despesas = 0;
  let semRubrica = 0;
  for (const t of titulos) {
    if (t.tipo === 'RECEITA') {
      receitas += t.valorCentavos;
      continue;
    }
    despesas += t.valorCentavos;
    if (t.rubricaId === null || !rubricas.some((r) => r.id === t.rubricaId)) semRubrica += t.valorCentavos;
    else porRubrica.set(t.rubricaId, (porRubrica.get(t.rubricaId) ?? 0) + t.valorCentavos);
  }
  const executadas = rubricas.map((r): RubricaExecutada => {
    const executado = porRubrica.get(r.id) ?? 0;
    const percentual = r.orcadoCentavos === 0 ? null : Math.round((executado * 10000) / r.orcadoCentavos);
    return { ...r, executadoCentavos: executado, saldoCentavos: r.orcadoCentavos - executado, percentualCentesimos: percentual };
  });
  return {
    rubricas: executadas,
    orcadoCentavos: executadas.reduce((s, r) => s + r.orcadoCentavos, 0),
    executadoCentavos: executadas.reduce((s, r) => s + r.executadoCentavos, 0),
    semRubricaCentavos: semRubrica,
    receitasCentavos: receitas,
    despesasCentavos: despesas,
    saldoCentavos: receitas - despesas,
  };
}

export interface DespesaNaRubrica {
  rubrica: string;
  projeto: string;
  orcadoCentavos: number;
  /** The rubrica's despesas not cancelled, the one being saved left out. */
  executadoCentavos: number;
  valorCentavos: number;
}

/** The pt-BR refusal of a despesa that would take its rubrica past its budget, or null when it fits. */
export function estouroDaRubrica(d: DespesaNaRubrica): string | null {
  const { ultrapassa, excedenteCentavos } = ultrapassagem({ planejadoCentavos: d.orcadoCentavos, comprometidoCentavos: d.executadoCentavos, valorCentavos: d.valorCentavos });
  if (!ultrapassa) return null;
  return interpolar(M.rubricaEstourada, {
    rubrica: d.rubrica,
    projeto: d.projeto,
    excedente: valorEmReais(excedenteCentavos),
    saldo: valorEmReais(Math.max(0, d.orcadoCentavos - d.executadoCentavos)),
    orcado: valorEmReais(d.orcadoCentavos),
    executado: valorEmReais(d.executadoCentavos),
    valor: valorEmReais(d.valorCentavos),
  });
}

export interface PrevisaoMensal {
  rubricaId: number;
  valorCentavos: number;
}

/** The rubricas whose months add up to more than their total, with the sum. */
export function previsoesAcimaDoTotal(rubricas: readonly RubricaOrcada[], previsoes: readonly PrevisaoMensal[]): { rubrica: RubricaOrcada; previstoCentavos: number }[] {
  return rubricas.flatMap((rubrica) => {
    const previsto = previsoes.filter((p) => p.rubricaId === rubrica.id).reduce((s, p) => s + p.valorCentavos, 0);
    return previsto > rubrica.orcadoCentavos ? [{ rubrica, previstoCentavos: previsto }] : [];
  });
}
