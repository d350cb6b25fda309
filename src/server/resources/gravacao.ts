import type { FieldError } from '../../shared/api/contract.ts';
import { calcularCampos, camposCalculados } from '../../shared/engine/calculo.ts';
import { alteracoesBloqueadas } from '../../shared/engine/somente-leitura.ts';
import { validateRecord } from '../../shared/validation/record.ts';
import { auditar } from '../auditoria.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import { errosDeFormulario, HttpError, naoEncontrado } from '../http/erros.ts';
import type { Servicos } from '../servicos.ts';
import { lerRegistro } from './consulta.ts';
import { diferencas } from './diferencas.ts';
import { traduzirErrosDoBanco } from './erros-do-banco.ts';
import { errosDeTipo } from './esquema-do-payload.ts';
import { atualizar, excluir, inserir } from './escrita.ts';
import { filhosDoGancho, filhosEnviados, gravarFilhos } from './filhos.ts';
import { ganchosDe, type ContextoDoGancho } from './ganchos.ts';
import { atribuirIdsDosItens } from './ids-dos-itens.ts';
import { valorDaColuna, type ValorDaColuna } from './normalizar.ts';
import type { Recurso } from './recurso.ts';
import { errosDeReferencia } from './referencias.ts';
import type { Registro } from './registro.ts';
import { regrasDoRegistro } from './regras.ts';
import type { TelasConfiguradas } from './telas-configuradas.ts';

// The writes of a generic resource, each in one transaction with its audit row: the rules
// run on the record as it will be (the stored one with the payload over it, its computed fields
// worked out again), so a partial update is judged as a whole. The model's module hooks
// (ganchos.ts) run inside the same transaction: one that throws undoes the write. The rows of its
// child tables are written in the same transaction, and the audit row records their change with the record's.

export interface Contexto {
  db: Db;
  sessao: SessaoAtiva;
  telas: TelasConfiguradas;
  servicos: Servicos;
}

const exigir = (erros: readonly FieldError[]): void => {
  if (erros.length > 0) throw errosDeFormulario([...erros]);
};

/** Creates (no id) or updates (id) a record; returns it as a GET would, with the hooks' warnings (avisar). */
export async function salvar(ctx: Contexto, recurso: Recurso, corpo: unknown): Promise<{ registro: Registro; criado: boolean; avisos: string[] }> {
  exigir(errosDeTipo(recurso.validarTipos, corpo));
  const dados = corpo as Registro;
  const id = typeof dados['id'] === 'number' ? dados['id'] : null;
  const calculados = new Set(camposCalculados(recurso.modelo).map(([nome]) => nome));
  // A computed field is the server's: what the client sent for it is never written.
  const gravaveis = recurso.mapa.colunas.filter((c) => !c.somenteLeitura);
  const valores: Registro = Object.fromEntries(
    gravaveis.filter((c) => Object.hasOwn(dados, c.propriedade) && !calculados.has(c.propriedade)).map((c) => [c.propriedade, dados[c.propriedade]]),
  );
  if (id === null) {
    for (const c of gravaveis) if (!Object.hasOwn(valores, c.propriedade) && c.padrao !== undefined) valores[c.propriedade] = c.padrao;
  }
  const filhos = filhosEnviados(recurso, dados);
  const tela = await ctx.telas.tela(recurso);
  const ganchos = ganchosDe(recurso.modelo.$id);
  const { unidadeId, usuarioId } = ctx.sessao;
  const efeitos: (() => void)[] = [];
  const avisos: string[] = [];
  const salvo = await traduzirErrosDoBanco(recurso, 'gravar', () =>
    ctx.db.transaction().execute(async (trx) => {
      const doGancho: ContextoDoGancho = {
        trx,
        sessao: ctx.sessao,
        recurso: { url: recurso.descritor.recurso, modelo: recurso.modelo },
        servicos: ctx.servicos,
        depoisDoCommit: (efeito) => efeitos.push(efeito),
        avisar: (mensagem) => avisos.push(mensagem),
      };
      const antes = id === null ? null : await lerRegistro(trx, recurso, id, unidadeId, true);
      if (id !== null && antes === null) throw naoEncontrado();
      if (antes?.['estornadoEm']) throw new HttpError(409, 'Registro estornado não pode ser alterado.');
      const enviados = Object.fromEntries([...filhos].map(([f, linhas]) => [f.propriedade, linhas]));
      // A field the stored state makes read-only (somenteLeituraSe) keeps its value, a child list too: a change is refused, not ignored.
      exigir(alteracoesBloqueadas(tela, antes, { ...valores, ...enviados }));
      // The child rows sent are judged as the items of their lists (regrasDosItens).
      const registro = calcularCampos(recurso.modelo, { ...antes, ...valores, ...enviados });
      exigir([
        ...validateRecord(registro, regrasDoRegistro(tela, recurso.modelo, recurso.regrasForaDoFormulario, registro, antes)),
        ...((await ganchos.validar?.(doGancho, registro, antes)) ?? []),
      ]);
      const final = (await ganchos.antesDeSalvar?.(doGancho, registro, antes)) ?? registro;
      for (const c of gravaveis) {
        const mudou = Object.hasOwn(final, c.propriedade) && final[c.propriedade] !== registro[c.propriedade];
        if (calculados.has(c.propriedade) || mudou) valores[c.propriedade] = final[c.propriedade];
      }
      await atribuirIdsDosItens(trx, recurso, antes, valores);
      const colunas = colunasDosValores(recurso, valores);
      exigir(await errosDeReferencia(trx, recurso.mapa, recurso.mapaDe, valores, unidadeId));
      const gravado = id ?? (await inserir(trx, recurso, colunas, unidadeId));
      if (id !== null) await atualizar(trx, recurso, id, colunas);
      await gravarFilhos(trx, recurso, gravado, unidadeId, filhosDoGancho(recurso, filhos, registro, final));
      const gravadoLido = await lerRegistro(trx, recurso, gravado, unidadeId);
      if (gravadoLido === null) throw naoEncontrado();
      await ganchos.depoisDeSalvar?.(doGancho, gravadoLido, antes);
      // What the module wrote after the save (a requester, the accounts used) is in the reply too.
      const depois = ganchos.depoisDeSalvar === undefined ? gravadoLido : ((await lerRegistro(trx, recurso, gravado, unidadeId)) ?? gravadoLido);
      await auditar(trx, {
        usuarioId,
        unidadeId,
        entidade: recurso.modelo.$id,
        entidadeId: gravado,
        acao: antes === null ? 'criar' : 'alterar',
        alteracoes: diferencas(recurso, antes ?? {}, depois),
      });
      return { registro: depois, criado: antes === null };
    }),
  );
  for (const efeito of efeitos) efeito();
  return { ...salvo, avisos };
}

function colunasDosValores(recurso: Recurso, valores: Registro): Map<string, ValorDaColuna> {
  const colunas = new Map<string, ValorDaColuna>();
  const erros: FieldError[] = [];
  for (const c of recurso.mapa.colunas) {
    if (!Object.hasOwn(valores, c.propriedade)) continue;
    const convertido = valorDaColuna(c, valores[c.propriedade]);
    if ('erro' in convertido) erros.push(convertido.erro);
    else colunas.set(c.coluna, convertido.valor);
  }
  exigir(erros);
  return colunas;
}

export async function excluirRegistro(ctx: Contexto, recurso: Recurso, id: number): Promise<void> {
  const { unidadeId, usuarioId } = ctx.sessao;
  await traduzirErrosDoBanco(recurso, 'excluir', () =>
    ctx.db.transaction().execute(async (trx) => {
      const antes = await lerRegistro(trx, recurso, id, unidadeId, true);
      if (antes === null) throw naoEncontrado();
      await excluir(trx, recurso, id);
      await auditar(trx, { usuarioId, unidadeId, entidade: recurso.modelo.$id, entidadeId: id, acao: 'excluir', alteracoes: diferencas(recurso, antes, {}) });
    }),
  );
}
