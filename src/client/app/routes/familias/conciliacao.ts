import type { RotaSecao } from '../tipos.ts';

/**
 * Financeiro › Conciliação bancária: a section whose tabs are hand-written pages (despesa,
 * receita, ofx, fechamento, in the specification's order); the root opens the first tab the
 * user may see. A tab is one entry here (name financeiro.conciliacao.<aba>, path under the
 * section, its view tag) and its page in paginas.ts.
 */
export const CONCILIACAO = {
  name: 'financeiro.conciliacao',
  path: '/financeiro/conciliacao',
  titulo: 'Conciliação bancária',
  rotulo: 'Conciliação',
  acesso: 'aplicacao',
  abas: [
    { name: 'financeiro.conciliacao.despesa', path: '/financeiro/conciliacao/despesa', titulo: 'Despesas', permissao: { tags: ['financeiro.conciliacao.visualizar'] } },
    { name: 'financeiro.conciliacao.receita', path: '/financeiro/conciliacao/receita', titulo: 'Receitas', permissao: { tags: ['financeiro.conciliacao.visualizar'] } },
    { name: 'financeiro.conciliacao.ofx', path: '/financeiro/conciliacao/ofx', titulo: 'Importação OFX', permissao: { tags: ['financeiro.conciliacao.visualizar'] } },
    { name: 'financeiro.conciliacao.fechamento', path: '/financeiro/conciliacao/fechamento', titulo: 'Fechamento', permissao: { tags: ['financeiro.conciliacao.visualizar'] } },
  ],
} as const satisfies RotaSecao;
