import type { FamiliaDeRotas } from '../tipos.ts';

/**
 * Fundraising operations (issue 22). Colaborações, the telemarketing's colaborações and the
 * configuration pages are the engine's descriptors (screens/mobilizacao/); routed here are the
 * telemarketing agenda and the donor lookup, flows, the bank's return (preview, then Aplicar), a tab
 * of the Remessa section among its descriptors (envio, histórico, detalhes dos retornos), the
 * utility companies (one card each) and one utility's page (its consents and returns, over the
 * descriptors' lists), and the report menu, a card per report, last
 * (`ordem` on the descriptors' scale).
 */
export const MOBILIZACAO = {
  nome: 'mobilizacao',
  rotas: [
    {
      name: 'mobilizacao.telemarketing.agenda',
      path: '/mobilizacao/telemarketing/agenda',
      titulo: 'Agenda',
      ordem: 11,
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.telemarketing.ligar'] },
    },
    {
      name: 'mobilizacao.consulta',
      path: '/mobilizacao/consulta',
      titulo: 'Consulta',
      ordem: 13,
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.consulta.visualizar'] },
    },
    {
      name: 'mobilizacao.concessionarias',
      path: '/mobilizacao/concessionarias',
      titulo: 'Concessionárias',
      ordem: 15,
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.concessionaria.visualizar'] },
    },
    {
      name: 'mobilizacao.concessionarias.pagina',
      path: '/mobilizacao/concessionarias/:codigo',
      titulo: 'Concessionária',
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.concessionaria.visualizar'] },
      origem: 'mobilizacao.concessionarias',
    },
    {
      name: 'mobilizacao.remessa.retorno',
      path: '/mobilizacao/remessa/retorno',
      titulo: 'Retorno do banco',
      ordem: 15,
      emSecao: true,
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.remessa.retorno'] },
    },
    {
      name: 'mobilizacao.relatorios',
      path: '/mobilizacao/relatorios',
      titulo: 'Relatórios',
      ordem: 90,
      acesso: 'aplicacao',
      permissao: { tags: ['mobilizacao.relatorios.emitir'] },
    },
  ],
} as const satisfies FamiliaDeRotas;
