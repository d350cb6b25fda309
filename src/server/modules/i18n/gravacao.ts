import type { FieldError } from '../../../shared/api/contract.ts';
import { mensagemMarcadores, TAMANHO_MAXIMO_DA_MENSAGEM, type PedidoDeMensagem } from '../../../shared/api/i18n.ts';
import { textoPadrao } from '../../../shared/i18n/catalogo.ts';
import { marcadoresDe, type Idioma } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_VALIDACAO, mensagemMaxLength } from '../../../shared/validation/messages.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';

// Changing a message of either language, or restoring its default; each with its audit row.

/** A text must say something and keep the default's markers ({nome}...), which the code fills. */
export function errosDoTexto({ idioma, chave, texto }: PedidoDeMensagem): FieldError[] {
  if (texto.trim() === '') return [{ field: 'texto', message: MENSAGENS_VALIDACAO.required }];
  if (texto.length > TAMANHO_MAXIMO_DA_MENSAGEM) return [{ field: 'texto', message: mensagemMaxLength(TAMANHO_MAXIMO_DA_MENSAGEM) }];
  const esperados = marcadoresDe(textoPadrao(idioma, chave));
  const usados = marcadoresDe(texto);
  if (esperados.join('\u0000') !== usados.join('\u0000')) return [{ field: 'texto', message: mensagemMarcadores(esperados) }];
  return [];
}

async function textoAnterior(trx: Db, idioma: Idioma, chave: string): Promise<string> {
  const linha = await trx.selectFrom('mensagem_i18n').select('texto').where('locale', '=', idioma).where('chave', '=', chave).executeTakeFirst();
  return linha?.texto ?? textoPadrao(idioma, chave);
}

/** Stores the text; the default itself is stored as no change at all. */
export async function gravarMensagem(db: Db, sessao: SessaoAtiva, { idioma, chave, texto }: PedidoDeMensagem): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const antes = await textoAnterior(trx, idioma, chave);
    if (texto === textoPadrao(idioma, chave)) {
      await trx.deleteFrom('mensagem_i18n').where('locale', '=', idioma).where('chave', '=', chave).execute();
    } else {
      await trx
        .insertInto('mensagem_i18n')
        .values({ locale: idioma, chave, texto, alterada_por: sessao.usuarioId })
        .onConflict((oc) => oc.columns(['locale', 'chave']).doUpdateSet({ texto, alterada_por: sessao.usuarioId, alterada_em: new Date() }))
        .execute();
    }
    if (antes === texto) return;
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId: sessao.unidadeId,
      entidade: 'mensagem_i18n',
      entidadeId: `${idioma}:${chave}`,
      acao: 'alterar',
      alteracoes: { texto: { de: antes, para: texto } },
    });
  });
}
