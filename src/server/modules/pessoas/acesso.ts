import type { FastifyContextConfig } from 'fastify';
import { hasPermission } from '../../../shared/permissions/check.ts';
import type { Tag } from '../../../shared/permissions/catalogue.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import '../../http/tipos.ts';

// One register, two doors: the people tags reach every person of the unit; the supplier tags
// alone (financeiro.fornecedor.*) reach only its suppliers. Either lets a request in; the
// handler then narrows what it reads or writes.

export type AcaoSobrePessoas = 'visualizar' | 'editar' | 'desativar';

export const TAGS: Readonly<Record<AcaoSobrePessoas, { pessoas: Tag; fornecedores: Tag }>> = {
  visualizar: { pessoas: 'gestaopessoas.pessoa.visualizar', fornecedores: 'financeiro.fornecedor.visualizar' },
  editar: { pessoas: 'gestaopessoas.pessoa.editar', fornecedores: 'financeiro.fornecedor.editar' },
  desativar: { pessoas: 'gestaopessoas.pessoa.desativar', fornecedores: 'financeiro.fornecedor.desativar' },
};

/** The route's guard: either tag of the action, and a chosen unit (people belong to one). */
export function acessoDaRota(acao: AcaoSobrePessoas): FastifyContextConfig {
  const { pessoas, fornecedores } = TAGS[acao];
  return { tags: [pessoas, fornecedores], qualquerTag: true, exigeUnidade: true };
}

/** True when the session reaches only suppliers for this action. */
export function soFornecedores(sessao: SessaoAtiva, acao: AcaoSobrePessoas): boolean {
  return !hasPermission(sessao.tags, [TAGS[acao].pessoas]);
}

/** The session's unit (the guard has required one). */
export function unidadeDa(sessao: SessaoAtiva): number {
  if (sessao.unidadeId === null) throw new Error('Rota de pessoas sem unidade: a guarda não foi aplicada.');
  return sessao.unidadeId;
}
