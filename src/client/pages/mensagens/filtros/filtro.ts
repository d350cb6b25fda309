import type { FiltroDeMensagens } from '../../../../shared/api/mensagens.ts';
import { isOpcaoPeriodo, valorDoPeriodo, type ValorPeriodo } from '../../../../shared/periodo/index.ts';

// The filters of mensagens/filtros as the page keeps them in its URL (so the way back from a
// conversation finds them) and as the search call takes them.

export type PastaDoFiltro = 'todas' | 'caixaentrada' | 'enviados';
export type SituacaoDoFiltro = 'todas' | 'naolidas' | 'lidas';

export interface FiltroDaPagina {
  q: string;
  pasta: PastaDoFiltro;
  remetente: { id: number; nome: string } | null;
  situacao: SituacaoDoFiltro;
  periodo: ValorPeriodo;
}

export const filtroVazio = (agora: Date): FiltroDaPagina => ({ q: '', pasta: 'todas', remetente: null, situacao: 'todas', periodo: valorDoPeriodo('TODOS', agora) });

const dia = (modelo: string | null) => (modelo === null ? undefined : modelo.slice(0, 10));

export function filtroDaUrl(params: URLSearchParams, agora: Date): FiltroDaPagina {
  const pasta = params.get('pasta');
  const situacao = params.get('situacao');
  const opcao = params.get('periodo');
  const remetenteId = Number(params.get('remetenteId'));
  return {
    q: params.get('q') ?? '',
    pasta: pasta === 'caixaentrada' || pasta === 'enviados' ? pasta : 'todas',
    remetente: Number.isInteger(remetenteId) && remetenteId > 0 ? { id: remetenteId, nome: params.get('remetente') ?? String(remetenteId) } : null,
    situacao: situacao === 'naolidas' || situacao === 'lidas' ? situacao : 'todas',
    periodo: isOpcaoPeriodo(opcao)
      ? valorDoPeriodo(opcao, agora, { inicial: params.get('de') ?? undefined, final: params.get('ate') ?? undefined })
      : valorDoPeriodo('TODOS', agora),
  };
}

export function urlDoFiltro(f: FiltroDaPagina): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.pasta !== 'todas') params.set('pasta', f.pasta);
  if (f.remetente) {
    params.set('remetenteId', String(f.remetente.id));
    params.set('remetente', f.remetente.nome);
  }
  if (f.situacao !== 'todas') params.set('situacao', f.situacao);
  if (f.periodo.opcao !== 'TODOS') {
    params.set('periodo', f.periodo.opcao);
    const de = dia(f.periodo.data.inicial);
    const ate = dia(f.periodo.data.final);
    if (f.periodo.opcao === 'CUSTOMIZADO' && de) params.set('de', de);
    if (f.periodo.opcao === 'CUSTOMIZADO' && ate) params.set('ate', ate);
  }
  return params;
}

/** The search call's filter; a read state means received messages only. */
export function consultaDoFiltro(f: FiltroDaPagina): FiltroDeMensagens {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.pasta !== 'todas' ? { pasta: f.pasta } : {}),
    ...(f.remetente ? { remetenteId: f.remetente.id } : {}),
    ...(f.situacao !== 'todas' ? { lida: f.situacao === 'lidas' } : {}),
    ...(dia(f.periodo.data.inicial) ? { dataInicial: dia(f.periodo.data.inicial) } : {}),
    ...(dia(f.periodo.data.final) ? { dataFinal: dia(f.periodo.data.final) } : {}),
  };
}
