import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/index.ts';
import { entrarEmAprovacao } from '../../aprovacaofinanceira/entrada.ts';
import { recusarSePendente } from '../../aprovacaofinanceira/recusar.ts';
import { recusarCompetenciaFechada } from '../fechamento/competencia.ts';
import { texto } from '../valores.ts';
import { baixar, cancelar, estornar } from './acoes.ts';
import { errosDoOrcamento } from '../planoorcamentario/ultrapassagem.ts';
import { errosDaRubrica } from '../../projetos/rubrica-do-titulo.ts';
import { errosDaCategoria } from './categoria.ts';
import { feriadosDaInstituicao } from './feriados.ts';
import { comRetencoes } from './retencoes/despesa.ts';
import { comAgrupamentos } from './retencoes/cancelar.ts';
import { comVencimentoReal } from './vencimento-real.ts';
import { camposDaPosicao } from './posicao.ts';
import type { TipoDoTitulo } from './tipo.ts';
import { errosDasBaixasNaInclusao, errosDasParcelas } from './validar.ts';

// The hooks of the two título models, receita and despesa (one table, one view each): the rules
// of validar.ts (and, for a despesa, its budget line's overrun check) and the derived fields worked out before the write. Creating asks for the
// screen's criar tag (the engine's), and baixas come only through the baixar action, each with its tag.

export const MENSAGEM_CANCELADO_NAO_ALTERA = 'Um título cancelado não é alterado.';

export function ganchosDoTitulo(tipo: TipoDoTitulo): GanchosDoModelo {
  return {
    validar: async (ctx, registro, antes) => {
      if (antes?.['situacao'] === 'CANCELADO') throw new HttpError(422, MENSAGEM_CANCELADO_NAO_ALTERA);
      await recusarCompetenciaFechada(ctx.trx, registro, antes);
      // A despesa's installments add up to its net, the value less its retenções.
      const { erros, liquido } = await comRetencoes(ctx.trx, registro, antes);
      const doOrcamento = tipo === 'despesa' ? await errosDoOrcamento(ctx, registro, antes) : [];
      // The project's rubrica: of the chosen project, and a despesa within its balance.
      const daRubrica = await errosDaRubrica(ctx.trx, tipo, registro, antes);
      return [...(await errosDaCategoria(ctx, tipo, registro)), ...erros, ...errosDasParcelas(liquido), ...errosDasBaixasNaInclusao(registro, antes), ...doOrcamento, ...daRubrica];
    },
    antesDeSalvar: async (ctx, registro, antes) => {
      // The competence is a month: any day of it is stored as its first.
      const competencia = texto(registro['competencia']);
      const doMes = competencia === null ? {} : { competencia: `${competencia.slice(0, 7)}-01` };
      const comDiasUteis = { ...registro, ...doMes, parcelas: comVencimentoReal(registro['parcelas'], await feriadosDaInstituicao(ctx.trx)) };
      const { registro: comRetidos, liquido } = await comRetencoes(ctx.trx, comDiasUteis, antes);
      return { ...comRetidos, ...camposDaPosicao(liquido) };
    },
    // A payable enters approval (the alçadas) when created and when its amount or person changes.
    ...(tipo === 'despesa' ? { depoisDeSalvar: entrarEmAprovacao } : {}),
    acoes: { baixar, estornar, cancelar: comAgrupamentos(cancelar) },
    // Pagar is offered only once approved; asked before, the refusal says what it waits for.
    explicarIndisponivel: async (ctx, acao, id) => {
      if (acao === 'baixar') await recusarSePendente(ctx.trx, id);
    },
  };
}
