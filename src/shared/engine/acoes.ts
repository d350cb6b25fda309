import { avaliarCondicao } from './condicao.ts';
import type { AcaoResolvida, TelaResolvida } from './tela-resolvida.ts';
import type { LugarDaAcao } from './types.ts';

/** Whether the action may run on this record, as stored (the server asks the same before running it). */
export function acaoDisponivel(acao: AcaoResolvida, registro: unknown): boolean {
  return acao.disponivelSe === null || avaliarCondicao(acao.disponivelSe, registro);
}

/** The screen's actions offered at `lugar` to someone who holds `pode`'s tags. */
export function acoesDoLugar(tela: Pick<TelaResolvida, 'acoes'>, lugar: LugarDaAcao, pode: (tags: readonly string[]) => boolean): AcaoResolvida[] {
  return tela.acoes.filter((acao) => acao.onde.includes(lugar) && pode([acao.tag]));
}

/** Whether the server runs the action (POST {recurso}/...): not one that opens a page (abrir). */
export function executadaNoServidor(acao: Pick<AcaoResolvida, 'abrir'>): boolean {
  return acao.abrir === null;
}
