import type { Model } from '../../shared/engine/types.ts';
import { auditar } from '../auditoria.ts';
import type { AlvoDasAcoes } from './alvo-das-acoes.ts';
import { lerRegistro } from './consulta.ts';
import { diferencas } from './diferencas.ts';
import { desativar, estornar } from './escrita.ts';
import { ganchosDe, type AcaoDoGancho } from './ganchos.ts';
import type { Recurso } from './recurso.ts';

// The actions the engine runs itself on a generic model's records: estornar (x-estornavel: the
// record is kept, marked reversed with who, when and why, and is no longer edited) and desativar
// (a model with `ativo`). A module's hook of the same name replaces them.

export const MENSAGEM_ESTORNADO = 'Registro estornado.';
export const MENSAGEM_DESATIVADO = 'Registro desativado.';

export function acoesEmbutidas(modelo: Model): string[] {
  return [...(modelo['x-estornavel'] === true ? ['estornar'] : []), ...(Object.hasOwn(modelo.properties, 'ativo') ? ['desativar'] : [])];
}

function executoras(recurso: Recurso): Record<string, AcaoDoGancho> {
  return {
    estornar: async (ctx, id, { motivo }) => {
      await estornar(ctx.trx, recurso, id, ctx.sessao.usuarioId, motivo ?? null);
      return { mensagem: MENSAGEM_ESTORNADO };
    },
    desativar: async (ctx, id) => {
      await desativar(ctx.trx, recurso, id);
      return { mensagem: MENSAGEM_DESATIVADO };
    },
  };
}

/**
 * The action routes of a generic resource. A model whose module reads its records (a `ler` hook:
 * the rows of a view that no lock reaches, like a year of the budget) has its actions audited by
 * the module's hooks; the engine reads and audits the others itself.
 */
export function alvoDoRecurso(recurso: Recurso): AlvoDasAcoes {
  const todas = executoras(recurso);
  const lerDoModulo = ganchosDe(recurso.modelo.$id).ler;
  return {
    arquivo: recurso.arquivo,
    url: recurso.descritor.recurso,
    modelo: recurso.modelo,
    porUnidade: recurso.mapa.porUnidade,
    acoes: recurso.acoes,
    modeloDe: (nome) => recurso.mapaDe(nome)?.modelo,
    ler: lerDoModulo ?? ((ctx, id) => lerRegistro(ctx.trx, recurso, id, ctx.sessao.unidadeId, true)),
    embutidas: Object.fromEntries(acoesEmbutidas(recurso.modelo).flatMap((nome) => (todas[nome] === undefined ? [] : [[nome, todas[nome]]]))),
    auditar: lerDoModulo !== undefined ? null : async (ctx, acao, id, antes) => {
      const { usuarioId, unidadeId } = ctx.sessao;
      const depois = await lerRegistro(ctx.trx, recurso, id, unidadeId);
      await auditar(ctx.trx, { usuarioId, unidadeId, entidade: recurso.modelo.$id, entidadeId: id, acao, alteracoes: diferencas(recurso, antes, depois ?? {}) });
      return depois;
    },
  };
}
