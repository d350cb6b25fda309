import type { UsuarioDoCadastro } from '../../../shared/api/configuracoes.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/erros.ts';
import { MENSAGEM_TAGS_NAO_CONCEDIVEIS, tagsNaoConcediveis, type Editor } from './concessao.ts';

// What an editor may give or take from a user record (see concessao.ts): their own units only,
// groups whose every tag they hold, never their own groups, never their own deactivation.

export const MENSAGEM_PROPRIOS_GRUPOS = 'Você não pode alterar os próprios grupos de permissão.';
export const MENSAGEM_PROPRIA_DESATIVACAO = 'Você não pode desativar o próprio usuário.';
export const MENSAGEM_UNIDADES_ALHEIAS = 'Você só pode atribuir ou retirar unidades às quais você pertence.';
export const MENSAGEM_SEM_UNIDADE_EM_COMUM = 'Escolha ao menos uma das unidades às quais você pertence.';

export interface Atribuicoes {
  unidades: readonly number[];
  grupos: readonly number[];
  ativo: boolean;
}

const mesmoConjunto = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && new Set([...a, ...b]).size === a.length;

const invalido = (field: string, message: string) => new HttpError(422, MENSAGENS.errosFormulario, [{ field, message }]);

export async function conferirAtribuicoes(db: Db, editor: Editor, antes: UsuarioDoCadastro | null, depois: Atribuicoes): Promise<void> {
  const gruposAntes = (antes?.grupos ?? []).map((g) => g.id);
  const unidadesAntes = (antes?.unidades ?? []).map((u) => u.id);
  const proprio = antes !== null && antes.id === editor.usuarioId;
  if (proprio && antes.ativo && !depois.ativo) throw invalido('ativo', MENSAGEM_PROPRIA_DESATIVACAO);
  if (editor.administrador) return;

  if (proprio && !mesmoConjunto(gruposAntes, depois.grupos)) throw new HttpError(403, MENSAGEM_PROPRIOS_GRUPOS);
  const mudadas = [...depois.unidades.filter((id) => !unidadesAntes.includes(id)), ...unidadesAntes.filter((id) => !depois.unidades.includes(id))];
  if (mudadas.some((id) => !editor.unidades.has(id))) throw new HttpError(403, MENSAGEM_UNIDADES_ALHEIAS);
  // A user the editor creates or keeps must stay within the editor's reach.
  if (!depois.unidades.some((id) => editor.unidades.has(id))) throw invalido('unidades', MENSAGEM_SEM_UNIDADE_EM_COMUM);

  if (depois.grupos.length === 0) return;
  const tags = await db.selectFrom('grupo_permissao_tag').select('tag').where('grupo_id', 'in', [...depois.grupos]).execute();
  if (tagsNaoConcediveis(editor, tags.map((t) => t.tag)).length > 0) throw new HttpError(403, MENSAGEM_TAGS_NAO_CONCEDIVEIS);
}
