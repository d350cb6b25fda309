import { hasPermission } from '../../../../../shared/permissions/check.ts';
import { semPermissao } from '../../../../http/erros.ts';
import type { Execucao } from './baixa-do-titulo.ts';

// The matching runs the finance core's actions on títulos (create, pay, reverse, cancel); each
// needs, besides financeiro.conciliacao.conciliar, the action's own tag for the título's kind
// (financeiro.despesa.baixar, financeiro.receita.criar...), as the título's screen would ask. A
// missing one is a 403 that rolls the whole call back.

export type AcaoDoTitulo = 'criar' | 'baixar' | 'estornar' | 'cancelar';

export function exigirAcoes(e: Pick<Execucao, 'sessao'>, tipo: 'RECEITA' | 'DESPESA', acoes: readonly AcaoDoTitulo[]): void {
  const tags = acoes.map((acao) => `financeiro.${tipo.toLowerCase()}.${acao}`);
  if (!hasPermission(e.sessao.tags, tags)) throw semPermissao();
}
