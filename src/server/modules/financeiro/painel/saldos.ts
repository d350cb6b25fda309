import type { PainelDeContas } from '../../../../shared/api/painel.ts';
import { somarDias } from '../../../../shared/calendario/data.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import { contasDaUnidade, saldoNoInicioDe } from '../movimento/contas.ts';
import type { ConsultaDoPainel } from './consulta.ts';

// Each account's balance at the end of the period, as the statement computes it (its opening
// balance plus the daily sums of the baixas and the transfers since). The account filter keeps
// one account; cost centre and category do not split a balance.

export async function saldosDasContas(db: Db, c: ConsultaDoPainel): Promise<PainelDeContas> {
  const contas = await contasDaUnidade(db, c.unidadeId, c.filtros.conta);
  const diaSeguinte = somarDias(c.fim, 1);
  const saldos = [];
  for (const conta of contas) saldos.push({ id: conta.id, descricao: conta.descricao, centavos: await saldoNoInicioDe(db, [conta], diaSeguinte) });
  const total = saldos.reduce((s, conta) => s + conta.centavos, 0);
  return { fim: c.fim, total: reaisDosCentavos(total), contas: saldos.map((s) => ({ id: s.id, descricao: s.descricao, saldo: reaisDosCentavos(s.centavos) })) };
}
