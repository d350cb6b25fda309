import type { FieldError } from '../../shared/api/contract.ts';
import { validateRecord } from '../../shared/validation/record.ts';
import { auditar } from '../auditoria.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import { errosDeFormulario, HttpError, naoEncontrado } from '../http/erros.ts';
import { lerRegistro } from './consulta.ts';
import { traduzirErrosDoBanco } from './erros-do-banco.ts';
import { errosDeTipo } from './esquema-do-payload.ts';
import { atualizar, estornar, excluir, inserir } from './escrita.ts';
import { filhosEnviados, gravarFilhos } from './filhos.ts';
import { atribuirIdsDosItens } from './ids-dos-itens.ts';
import { valorDaColuna, type ValorDaColuna } from './normalizar.ts';
import type { Recurso } from './recurso.ts';
import { errosDeReferencia } from './referencias.ts';
import type { Registro } from './registro.ts';
import { regrasDoRegistro } from './regras.ts';
import type { TelasConfiguradas } from './telas-configuradas.ts';

// The writes of a generic resource, each in one transaction with its audit row: the rules
// run on the record as it will be (the stored one with the payload over it), so a partial
// update is judged as a whole. The rows of its child tables are written in the same
// transaction, and the audit row records their change with the record's.

export interface Contexto {
  db: Db;
  sessao: SessaoAtiva;
  telas: TelasConfiguradas;
}

const exigir = (erros: readonly FieldError[]): void => {
  if (erros.length > 0) throw errosDeFormulario([...erros]);
};

/** Creates (no id) or updates (id) a record; returns it as a GET would. */
export async function salvar(ctx: Contexto, recurso: Recurso, corpo: unknown): Promise<{ registro: Registro; criado: boolean }> {
  exigir(errosDeTipo(recurso.validarTipos, corpo));
  const dados = corpo as Registro;
  const id = typeof dados['id'] === 'number' ? dados['id'] : null;
  const gravaveis = recurso.mapa.colunas.filter((c) => !c.somenteLeitura);
  const valores: Registro = Object.fromEntries(gravaveis.filter((c) => Object.hasOwn(dados, c.propriedade)).map((c) => [c.propriedade, dados[c.propriedade]]));
  if (id === null) {
    for (const c of gravaveis) if (!Object.hasOwn(valores, c.propriedade) && c.padrao !== undefined) valores[c.propriedade] = c.padrao;
  }
  const filhos = filhosEnviados(recurso, dados);
  const tela = await ctx.telas.tela(recurso);
  const { unidadeId, usuarioId } = ctx.sessao;
  return traduzirErrosDoBanco(recurso, 'gravar', () =>
    ctx.db.transaction().execute(async (trx) => {
      const antes = id === null ? null : await lerRegistro(trx, recurso, id, unidadeId, true);
      if (id !== null && antes === null) throw naoEncontrado();
      if (antes?.['estornadoEm']) throw new HttpError(409, 'Registro estornado não pode ser alterado.');
      // The child rows sent are judged as the items of their lists (regrasDosItens).
      const registro = { ...antes, ...valores, ...Object.fromEntries([...filhos].map(([f, linhas]) => [f.propriedade, linhas])) };
      exigir(validateRecord(registro, regrasDoRegistro(tela, recurso.modelo, recurso.regrasForaDoFormulario, registro)));
      await atribuirIdsDosItens(trx, recurso, antes, valores);
      const colunas = colunasDosValores(recurso, valores);
      exigir(await errosDeReferencia(trx, recurso.mapa, recurso.mapaDe, valores, unidadeId));
      const gravado = id ?? (await inserir(trx, recurso, colunas, unidadeId));
      if (id !== null) await atualizar(trx, recurso, id, colunas);
      await gravarFilhos(trx, recurso, gravado, unidadeId, filhos);
      const depois = await lerRegistro(trx, recurso, gravado, unidadeId);
      if (depois === null) throw naoEncontrado();
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

export async function estornarRegistro(ctx: Contexto, recurso: Recurso, id: number, motivo: string | null): Promise<Registro> {
  const { unidadeId, usuarioId } = ctx.sessao;
  return ctx.db.transaction().execute(async (trx) => {
    const antes = await lerRegistro(trx, recurso, id, unidadeId, true);
    if (antes === null) throw naoEncontrado();
    if (antes['estornadoEm']) throw new HttpError(409, 'Registro já estornado.');
    await estornar(trx, recurso, id, usuarioId, motivo);
    const depois = await lerRegistro(trx, recurso, id, unidadeId);
    if (depois === null) throw naoEncontrado();
    await auditar(trx, { usuarioId, unidadeId, entidade: recurso.modelo.$id, entidadeId: id, acao: 'estornar', alteracoes: diferencas(recurso, antes, depois) });
    return depois;
  });
}

/** {campo: {de, para}} of every property whose value changed (json-compared, so objects and child rows too). */
function diferencas(recurso: Recurso, antes: Registro, depois: Registro): Record<string, { de: unknown; para: unknown }> {
  const campos = [
    ...recurso.mapa.colunas.map((c) => c.propriedade),
    ...recurso.filhos.map((f) => f.propriedade),
    ...(recurso.mapa.estornavel ? ['estornadoEm', 'estornoMotivo'] : []),
  ];
  const saida: Record<string, { de: unknown; para: unknown }> = {};
  for (const campo of campos) {
    const de = antes[campo] ?? null;
    const para = depois[campo] ?? null;
    if (JSON.stringify(de) !== JSON.stringify(para)) saida[campo] = { de, para };
  }
  return saida;
}
