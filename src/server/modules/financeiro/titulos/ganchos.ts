import { hasPermission } from '../../../../shared/permissions/check.ts';
import { HttpError, semPermissao } from '../../../http/erros.ts';
import type { ContextoDoGancho, GanchosDoModelo } from '../../../resources/index.ts';
import { texto, type Registro } from '../valores.ts';
import { baixar, cancelar, estornar } from './acoes.ts';
import { errosDaCategoria } from './categoria.ts';
import { feriadosDaInstituicao } from './feriados.ts';
import { baixasDe } from './linhas.ts';
import { comRetencoes } from './retencoes/despesa.ts';
import { comAgrupamentos } from './retencoes/cancelar.ts';
import { comVencimentoReal } from './vencimento-real.ts';
import { camposDaPosicao } from './posicao.ts';
import type { TipoDoTitulo } from './tipo.ts';
import { errosDasBaixas, errosDasParcelas, errosDasParcelasPagas } from './validar.ts';

// The hooks of the two título models, receita and despesa (one table, one view each): the rules
// of validar.ts, the derived fields worked out before the write, and the tags that the route's
// one editar tag does not tell apart: creating asks for criar, a new baixa for baixar.

export const MENSAGEM_CANCELADO_NAO_ALTERA = 'Um título cancelado não é alterado.';

function exigir(ctx: ContextoDoGancho, tag: string): void {
  if (!hasPermission(ctx.sessao.tags, [tag])) throw semPermissao();
}

function baixasNovas(registro: Registro, antes: Registro | null): boolean {
  const gravadas = new Set((antes === null ? [] : baixasDe(antes)).map((b) => b.id));
  return baixasDe(registro).some((b) => b.id === null || !gravadas.has(b.id));
}

export function ganchosDoTitulo(tipo: TipoDoTitulo): GanchosDoModelo {
  return {
    validar: async (ctx, registro, antes) => {
      if (antes?.['situacao'] === 'CANCELADO') throw new HttpError(422, MENSAGEM_CANCELADO_NAO_ALTERA);
      // A despesa's installments add up to its net, the value less its retenções.
      const { erros, liquido } = await comRetencoes(ctx.trx, registro, antes);
      return [...(await errosDaCategoria(ctx, tipo, registro)), ...erros, ...errosDasParcelas(liquido), ...errosDasParcelasPagas(registro, antes), ...errosDasBaixas(registro, antes)];
    },
    antesDeSalvar: async (ctx, registro, antes) => {
      if (antes === null) exigir(ctx, `financeiro.${tipo}.criar`);
      if (baixasNovas(registro, antes)) exigir(ctx, `financeiro.${tipo}.baixar`);
      // The competence is a month: any day of it is stored as its first.
      const competencia = texto(registro['competencia']);
      const doMes = competencia === null ? {} : { competencia: `${competencia.slice(0, 7)}-01` };
      const comDiasUteis = { ...registro, ...doMes, parcelas: comVencimentoReal(registro['parcelas'], await feriadosDaInstituicao(ctx.trx)) };
      const { registro: comRetidos, liquido } = await comRetencoes(ctx.trx, comDiasUteis, antes);
      return { ...comRetidos, ...camposDaPosicao(liquido) };
    },
    acoes: { baixar, estornar, cancelar: comAgrupamentos(cancelar) },
  };
}
