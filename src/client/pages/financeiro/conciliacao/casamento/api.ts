import { URL_DA_CONCILIACAO, type ItemDoCasamento, type SentidoDaLinha, type SituacaoDaLinha } from '../../../../../shared/api/conciliacao.ts';
import { post } from '../../../../api/http.ts';

// The matching screen's calls (shared/api/conciliacao.ts, server casamento/rotas.ts).

export const URL_DAS_REGRAS = `${URL_DA_CONCILIACAO}/regras`;

export function urlDasLinhas(conta: number | string, sentido: SentidoDaLinha, situacao: SituacaoDaLinha, pagina: number): string {
  return `${URL_DA_CONCILIACAO}/linhas?${new URLSearchParams({ conta: String(conta), sentido, situacao, page: String(pagina), rpp: '20' })}`;
}

const daLinha = (id: number, acao: string) => `${URL_DA_CONCILIACAO}/linhas/${id}/${acao}`;

export const casar = (linha: number, itens: readonly ItemDoCasamento[]) => post(daLinha(linha, 'casar'), { itens });
export const acaoNaLinha = (linha: number, acao: 'desfazer' | 'ignorar' | 'restaurar') => post(daLinha(linha, acao));

export interface NovoTitulo {
  categoria: number | null;
  centroCusto: number | null;
  descricao: string;
}

export const criarTitulo = (linha: number, dados: NovoTitulo) => post(daLinha(linha, 'titulo'), dados);
export const regras = (acao: 'aplicar' | 'desfazer', conta: number) => post(`${URL_DAS_REGRAS}/${acao}`, { conta });
