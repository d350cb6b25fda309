import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { GrupoPermissao } from '../../../shared/api/configuracoes.ts';
import { regrasDaPropriedade } from '../../../shared/engine/regras-do-campo.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { validateRecord } from '../../../shared/validation/index.ts';
import { auditar } from '../../auditoria.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, HttpError, naoEncontrado } from '../../http/erros.ts';
import { regrasDoRegistro } from '../../resources/regras.ts';
import { garantirAdministradorAtivo, MENSAGEM_TAGS_NAO_CONCEDIVEIS, tagsNaoConcediveis, type Editor } from '../usuarios/concessao.ts';
import { ID } from '../../http/validacao.ts';
import { compilarCorpo, exigirCorpo, texto } from '../usuarios/corpo-estrito.ts';
import { telaConfigurada, type CadastroDeGrupos } from './cadastro.ts';
import { lerGrupo } from './leitura.ts';

// POST /api/grupospermissao: creates (no id) or changes a group in one transaction with its
// audit row. Tags come from the catalogue only; an editor who is not an administrator puts in
// a group only tags they hold, and cannot touch a group holding tags they lack. Members' next
// requests already carry the new tags (sessions read them on every call).

export const MENSAGEM_NOME_REPETIDO = 'Já existe um grupo de permissão com este nome.';
export const MENSAGEM_TAGS_DESCONHECIDAS = 'Permissão desconhecida: {tags}.';
export const MENSAGEM_GRUPO_PRIVILEGIADO = 'Você não pode alterar um grupo com permissões que você não possui.';

// Serialises saves of one group name (the first key of pg_advisory_xact_lock(int, int)).
const TRAVA_DE_NOME = 724_232;

const validarCorpo = compilarCorpo({
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { anyOf: [ID, { type: 'null' }] },
    nome: { ...texto(1000), type: ['string', 'null'] },
    descricao: { ...texto(5000), type: ['string', 'null'] },
    tags: { type: 'array', maxItems: 1000, items: texto(200) },
  },
});

interface GrupoEnviado {
  id?: number | null;
  nome?: string | null;
  descricao?: string | null;
  tags?: string[];
}

const exigir = (erros: readonly FieldError[]): void => {
  if (erros.length > 0) throw errosDeFormulario([...erros]);
};

export async function salvarGrupo(db: Db, cadastro: CadastroDeGrupos, editor: Editor, sessao: SessaoAtiva, corpo: unknown): Promise<{ grupo: GrupoPermissao; criado: boolean }> {
  const enviado = exigirCorpo<GrupoEnviado>(validarCorpo, corpo);
  const id = enviado.id ?? null;
  const tela = await telaConfigurada(cadastro);
  return db.transaction().execute(async (trx) => {
    const antes = id === null ? null : await lerGrupo(trx, id, true);
    if (id !== null && antes === null) throw naoEncontrado();
    if (antes !== null && tagsNaoConcediveis(editor, antes.tags).length > 0) throw new HttpError(403, MENSAGEM_GRUPO_PRIVILEGIADO);
    const registro = {
      nome: enviado.nome === undefined ? (antes?.nome ?? null) : enviado.nome?.trim() || null,
      descricao: enviado.descricao === undefined ? (antes?.descricao ?? null) : enviado.descricao?.trim() || null,
      tags: enviado.tags === undefined ? (antes?.tags ?? []) : [...new Set(enviado.tags)].sort(),
    };
    const nucleo = cadastro.modelo.properties['nome'];
    const regras = { ...regrasDoRegistro(tela, cadastro.modelo, cadastro.foraDoFormulario, registro), ...(nucleo ? { nome: regrasDaPropriedade(nucleo, true) } : {}) };
    exigir(validateRecord(registro, regras));
    const desconhecidas = registro.tags.filter((tag) => !cadastro.tagsDoCatalogo.has(tag));
    if (desconhecidas.length > 0) exigir([{ field: 'tags', message: interpolar(MENSAGEM_TAGS_DESCONHECIDAS, { tags: desconhecidas.slice(0, 5).join(', ') }) }]);
    const acrescentadas = registro.tags.filter((tag) => !(antes?.tags ?? []).includes(tag));
    if (tagsNaoConcediveis(editor, acrescentadas).length > 0) throw new HttpError(403, MENSAGEM_TAGS_NAO_CONCEDIVEIS);
    const nome = registro.nome ?? '';
    await conferirNome(trx, nome, id);

    const grupoId = antes?.id ?? (await trx.insertInto('grupo_permissao').values({ nome, descricao: registro.descricao }).returning('id').executeTakeFirstOrThrow()).id;
    if (antes !== null) await trx.updateTable('grupo_permissao').set({ nome, descricao: registro.descricao }).where('id', '=', grupoId).execute();
    await trx.deleteFrom('grupo_permissao_tag').where('grupo_id', '=', grupoId).execute();
    if (registro.tags.length > 0) await trx.insertInto('grupo_permissao_tag').values(registro.tags.map((tag) => ({ grupo_id: grupoId, tag }))).execute();
    if (antes !== null && [...antes.tags].sort().join() !== registro.tags.join()) await garantirAdministradorAtivo(trx);

    const depois = await lerGrupo(trx, grupoId);
    if (depois === null) throw naoEncontrado();
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId: sessao.unidadeId,
      entidade: 'grupo_permissao',
      entidadeId: grupoId,
      acao: antes === null ? 'criar' : 'alterar',
      alteracoes: diferencas(antes, depois),
    });
    return { grupo: depois, criado: antes === null };
  });
}

async function conferirNome(db: Db, nome: string, id: number | null): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${TRAVA_DE_NOME}, hashtext(${nome.toLowerCase()}))`.execute(db);
  const outro = await db
    .selectFrom('grupo_permissao')
    .select('id')
    .where(sql<boolean>`lower(nome) = lower(${nome})`)
    .where('id', '!=', id ?? 0)
    .executeTakeFirst();
  if (outro !== undefined) throw new HttpError(422, MENSAGENS.errosFormulario, [{ field: 'nome', message: MENSAGEM_NOME_REPETIDO }]);
}

function diferencas(antes: GrupoPermissao | null, depois: GrupoPermissao): Record<string, { de: unknown; para: unknown }> {
  const saida: Record<string, { de: unknown; para: unknown }> = {};
  for (const campo of ['nome', 'descricao', 'tags'] as const) {
    const de = antes?.[campo] ?? null;
    if (JSON.stringify(de) !== JSON.stringify(depois[campo])) saida[campo] = { de, para: depois[campo] };
  }
  return saida;
}
