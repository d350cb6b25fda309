import type { FieldError } from '../api/contract.ts';
import { alcadaDoValor } from '../aprovacao/alcada.ts';
import { situacaoDaAprovacao } from '../aprovacao/situacao.ts';
import type { Alcada, Decisao, Situacao } from '../aprovacao/tipos.ts';
import { valorEmReais } from '../financeiro/recibo.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DOS_PROJETOS as M } from './mensagens.ts';

// A reallocation (remanejamento) of a project's budget: an amount moved from one rubrica (and,
// optionally, one of its planned months) to another rubrica or month of the same project. It may
// take from the source only what is neither executed (its despesas not cancelled) nor planned in
// its other months, and it is approved through the alçadas like a payable of the same amount.

export interface RubricaDoRemanejamento {
  id: number;
  projetoId: number;
  rotulo: string;
  orcadoCentavos: number;
  executadoCentavos: number;
  /** The sum of its planned months. */
  previstoCentavos: number;
}

export interface PedidoDeRemanejamento {
  projetoId: number;
  origem: RubricaDoRemanejamento;
  destino: RubricaDoRemanejamento;
  /** YYYY-MM (the month), or null for the rubrica as a whole. */
  mesOrigem: string | null;
  mesDestino: string | null;
  /** What the source month plans; null without a source month. */
  previstoNoMesCentavos: number | null;
  valorCentavos: number;
}

/** Why the request cannot be made (or, at the last approval, carried out); empty when it can. */
export function errosDoRemanejamento(p: PedidoDeRemanejamento): FieldError[] {
  if (p.origem.projetoId !== p.projetoId) return [{ field: 'rubricaOrigem', message: M.remanejamentoDeOutroProjeto }];
  if (p.destino.projetoId !== p.projetoId) return [{ field: 'rubricaDestino', message: M.remanejamentoDeOutroProjeto }];
  const mesmaRubrica = p.origem.id === p.destino.id;
  if (mesmaRubrica && (p.mesOrigem === null || p.mesDestino === null || p.mesOrigem === p.mesDestino)) {
    return [{ field: 'rubricaDestino', message: M.remanejamentoParaSiMesmo }];
  }
  const erros: FieldError[] = [];
  const livre = p.origem.orcadoCentavos - p.origem.executadoCentavos;
  if (!mesmaRubrica && p.valorCentavos > livre) {
    erros.push({ field: 'valor', message: interpolar(M.remanejamentoAcimaDoSaldo, { rubrica: p.origem.rotulo, saldo: valorEmReais(Math.max(0, livre)) }) });
  }
  if (p.previstoNoMesCentavos !== null && p.valorCentavos > p.previstoNoMesCentavos) {
    erros.push({ field: 'valor', message: interpolar(M.remanejamentoAcimaDoMes, { rubrica: p.origem.rotulo, previsto: valorEmReais(p.previstoNoMesCentavos) }) });
  }
  // Taken from the total and not from a month, the months planned must still fit the smaller total.
  const previstoDepois = p.origem.previstoCentavos - (p.mesOrigem === null ? 0 : p.valorCentavos);
  if (!mesmaRubrica && previstoDepois > p.origem.orcadoCentavos - p.valorCentavos) {
    erros.push({ field: 'competenciaOrigem', message: interpolar(M.remanejamentoSemMes, { rubrica: p.origem.rotulo }) });
  }
  return erros;
}

export interface RemanejamentoEmAprovacao {
  valorCentavos: number;
  solicitanteId: number | null;
  decisoes: readonly Decisao[];
}

/** Where a request stands in the alçadas: the tier of its amount, walked as a payable's (src/shared/aprovacao). */
export function aprovacaoDoRemanejamento(alcadas: readonly Alcada[], r: RemanejamentoEmAprovacao): Situacao {
  const alcada = alcadaDoValor(alcadas, r.valorCentavos);
  if (alcada === null) return { situacao: 'APROVADO' };
  return situacaoDaAprovacao({
    totalCentavos: r.valorCentavos,
    solicitanteId: r.solicitanteId,
    niveis: alcada.niveis,
    umaAprovacaoValePorNiveis: alcada.umaAprovacaoValePorNiveis,
    decisoes: r.decisoes,
  });
}
