import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { FATIAS_DO_PAINEL, PESSOAS_DO_PAINEL, type PainelDoOrcamento, type PainelDeContas, type PainelDeVencidos, type PainelMensal, type PainelPorChave } from '../../../../shared/api/painel.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { CONSULTA, type Consulta } from '../movimento/parametros.ts';
import { lerConsultaDoPainel } from './consulta.ts';
import { orcamentoDoPainel } from './orcamento.ts';
import { realizadoPorChave, realizadoPorMes, type ChaveDoPainel } from './realizado.ts';
import { saldosDasContas } from './saldos.ts';
import { vencidosDaUnidade } from './vencidos.ts';

// The finance dashboards' reads, of the session's unit, each behind the dashboards' or the
// charts page's view tag (either will do):
// GET /api/financeiro/painel/mensal?inicio&fim[&conta][&centroCusto][&categoria]
// GET /api/financeiro/painel/{categorias|centroscusto|pessoas}?tipo=receitas|despesas&inicio&fim[&…]
// GET /api/financeiro/painel/contas?inicio&fim[&conta]   (balances at the end of fim)
// GET /api/financeiro/painel/vencidos?inicio&fim[&…]     (open títulos: overdue today, due in the period, all)
// GET /api/financeiro/painel/orcamento?inicio&fim[&centroCusto] (the budget execution of fim's year)

export const TAG_DASHBOARD = 'financeiro.dashboard.visualizar';
export const TAG_GRAFICOS = 'financeiro.graficos.visualizar';

const CONFIG = { config: { tags: [TAG_DASHBOARD, TAG_GRAFICOS], qualquerTag: true, exigeUnidade: true }, schema: { querystring: CONSULTA } } as const;

const RANKINGS: readonly { parte: string; chave: ChaveDoPainel; limite: number }[] = [
  { parte: 'categorias', chave: 'categoria', limite: FATIAS_DO_PAINEL },
  { parte: 'centroscusto', chave: 'centroCusto', limite: FATIAS_DO_PAINEL },
  { parte: 'pessoas', chave: 'pessoa', limite: PESSOAS_DO_PAINEL },
];

export function rotasDoPainel(app: FastifyInstance, { db }: Servicos): void {
  const unidade = (request: Parameters<typeof sessaoDe>[0]): number => sessaoDe(request).unidadeId ?? 0;

  app.get<{ Querystring: Consulta }>('/api/financeiro/painel/mensal', CONFIG, async (request): Promise<SuccessReply<PainelMensal>> => {
    return { content: await realizadoPorMes(db, lerConsultaDoPainel(request.query, unidade(request), false)) };
  });

  for (const { parte, chave, limite } of RANKINGS) {
    app.get<{ Querystring: Consulta }>(`/api/financeiro/painel/${parte}`, CONFIG, async (request): Promise<SuccessReply<PainelPorChave>> => {
      const consulta = lerConsultaDoPainel(request.query, unidade(request), true);
      return { content: await realizadoPorChave(db, consulta, consulta.tipo, chave, limite) };
    });
  }

  app.get<{ Querystring: Consulta }>('/api/financeiro/painel/contas', CONFIG, async (request): Promise<SuccessReply<PainelDeContas>> => {
    return { content: await saldosDasContas(db, lerConsultaDoPainel(request.query, unidade(request), false)) };
  });

  app.get<{ Querystring: Consulta }>('/api/financeiro/painel/vencidos', CONFIG, async (request): Promise<SuccessReply<PainelDeVencidos>> => {
    return { content: await vencidosDaUnidade(db, lerConsultaDoPainel(request.query, unidade(request), false), hojeNoModelo().slice(0, 10)) };
  });

  app.get<{ Querystring: Consulta }>('/api/financeiro/painel/orcamento', CONFIG, async (request): Promise<SuccessReply<PainelDoOrcamento>> => {
    return { content: await orcamentoDoPainel(db, lerConsultaDoPainel(request.query, unidade(request), false)) };
  });
}
