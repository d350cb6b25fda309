import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { AcaoDoGancho } from '../../resources/ganchos.ts';
import { cancelarPorPedido } from './cobranca.ts';
import { gerarDoacoesDoMes } from './geracao.ts';

// The colaboração's actions: generate the current month's gift of the plans selected, and cancel a plan.

export const gerar: AcaoDoGancho = async (ctx, id) => {
  const competencia = hojeNoModelo().slice(0, 7);
  const quantidade = await gerarDoacoesDoMes(ctx.trx, competencia, [id]);
  return { mensagem: interpolar(M.geradas, { quantidade, competencia }) };
};

export const cancelarColaboracao: AcaoDoGancho = async (ctx, id, { motivo }) => {
  await cancelarPorPedido(ctx, id, motivo ?? null, hojeNoModelo());
  return { mensagem: M.cancelada };
};
