import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { Db } from '../../../db/database.ts';
import { registrarGanchos, type GanchosDoModelo } from '../../../resources/ganchos.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { validarCategoria } from '../categorias.ts';
import { validarImposto } from '../impostos.ts';
import { ganchosDoTitulo } from '../titulos/ganchos.ts';
import type { TipoDoTitulo } from '../titulos/tipo.ts';
import { GANCHOS_DA_TRANSFERENCIA } from '../transferencias/ganchos.ts';
import { idDe, type Registro } from '../valores.ts';
import { contabilizar } from './contabilizar.ts';
import { GANCHOS_DO_LANCAMENTO } from './manuais.ts';
import { validarParametros } from './parametros.ts';
import { validarContaContabil } from './plano.ts';

// Accounting's hooks: the chart's rules, the manual entries', the mappings (an analytic account),
// and the automatic entries after each finance action that moves money (baixar, estornar a baixa,
// save and estornar a transfer), in the action's own transaction.

export const MENSAGEM_CONTA_SINTETICA = 'Escolha uma conta analítica: a conta sintética não recebe lançamentos.';

async function analitica(db: Db, registro: Registro): Promise<FieldError[]> {
  const id = idDe(registro['contaContabil']);
  if (id === null) return [];
  const { rows } = await sql<{ tipo: string }>`SELECT tipo FROM conta_contabil WHERE id = ${id}`.execute(db);
  return rows[0]?.tipo === 'SINTETICA' ? [{ field: 'contaContabil', message: MENSAGEM_CONTA_SINTETICA }] : [];
}

const doTitulo = (acao: AcaoDoGancho): AcaoDoGancho => async (ctx, id, entrada) => {
  const resultado = await acao(ctx, id, entrada);
  await contabilizar(ctx.trx, { titulos: [id] });
  return resultado;
};

const daTransferencia = (acao: AcaoDoGancho): AcaoDoGancho => async (ctx, id, entrada) => {
  const resultado = await acao(ctx, id, entrada);
  const { rows } = await sql<{ origem: number }>`SELECT coalesce(origem_id, id) AS origem FROM transferencia WHERE id = ${id}`.execute(ctx.trx);
  await contabilizar(ctx.trx, { transferencias: rows.map((r) => r.origem) });
  return resultado;
};

function titulo(tipo: TipoDoTitulo): GanchosDoModelo {
  const { acoes = {} } = ganchosDoTitulo(tipo);
  return { acoes: { ...acoes, ...Object.fromEntries(['baixar', 'estornar'].flatMap((nome) => (acoes[nome] ? [[nome, doTitulo(acoes[nome])]] : []))) } };
}

export function registrarGanchosDaContabilidade(): void {
  registrarGanchos('contaContabil', { validar: (ctx, registro, antes) => validarContaContabil(ctx.trx, registro, antes) });
  registrarGanchos('lancamentoContabil', GANCHOS_DO_LANCAMENTO);
  registrarGanchos('parametroContabil', { validar: (ctx, registro, antes) => validarParametros(ctx.trx, registro, antes) });
  registrarGanchos('categoria', { validar: async (ctx, registro, antes) => [...(await validarCategoria(ctx.trx, registro, antes)), ...(await analitica(ctx.trx, registro))] });
  registrarGanchos('imposto', { validar: async (ctx, registro) => [...validarImposto(registro), ...(await analitica(ctx.trx, registro))] });
  registrarGanchos('conta', { validar: (ctx, registro) => analitica(ctx.trx, registro) });
  registrarGanchos('receita', titulo('receita'));
  registrarGanchos('despesa', titulo('despesa'));
  const { depoisDeSalvar, acoes = {} } = GANCHOS_DA_TRANSFERENCIA;
  registrarGanchos('transferencia', {
    depoisDeSalvar: async (ctx, registro, antes) => {
      await depoisDeSalvar?.(ctx, registro, antes);
      const id = idDe(registro['id']);
      if (antes === null && id !== null) await contabilizar(ctx.trx, { transferencias: [id] });
    },
    acoes: { ...acoes, ...(acoes['estornar'] ? { estornar: daTransferencia(acoes['estornar']) } : {}) },
  });
}
