import { sql } from 'kysely';
import { MENSAGEM_JA_ANONIMIZADA, NOME_ANONIMIZADO } from '../../../../shared/api/lgpd.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { auditar } from '../../../auditoria.ts';
import type { SessaoAtiva } from '../../../auth/sessoes.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError, naoEncontrado } from '../../../http/erros.ts';

// Forgetting a person (LGPD art. 18, IV and VI): the row stays, so that what points at it (the
// financial records of later modules, the audit log) still holds, but nothing in it or around
// it identifies the person any more. Irreversible: the export comes first if the person wants it.

const LIGACOES = ['pessoa_grupo', 'pessoa_idioma', 'pessoa_formacao_academica', 'pessoa_beneficio'] as const;

export async function anonimizarPessoa(db: Db, arquivos: Arquivos, sessao: SessaoAtiva, id: number, unidadeId: number): Promise<void> {
  let apagarArquivos: () => Promise<void> = async () => undefined;
  await db.transaction().execute(async (trx) => {
    const pessoa = await trx
      .selectFrom('pessoa')
      .select(['id', 'foto_arquivo_id', 'anonimizada_em'])
      .where('id', '=', id)
      .where('unidade_id', '=', unidadeId)
      .forUpdate()
      .executeTakeFirst();
    if (!pessoa) throw naoEncontrado('Pessoa não encontrada.');
    if (pessoa.anonimizada_em !== null) throw new HttpError(409, MENSAGEM_JA_ANONIMIZADA);

    const anexos = await trx.deleteFrom('pessoa_anexo').where('pessoa_id', '=', id).returning('arquivo_id').execute();
    for (const tabela of LIGACOES) await trx.deleteFrom(tabela).where('pessoa_id', '=', id).execute();
    await trx
      .updateTable('pessoa')
      .set({
        nome: NOME_ANONIMIZADO,
        ativo: false,
        anonimizada_em: sql<Date>`now()`,
        atualizado_em: sql<Date>`now()`,
        cpf: null,
        rg: null,
        cnpj: null,
        data_nascimento: null,
        email_principal: null,
        email_secundario: null,
        telefone: null,
        telefone_comercial: null,
        celular: null,
        celular2: null,
        celular3: null,
        whatsapp: null,
        facebook: null,
        cep: null,
        logradouro: null,
        numero: null,
        complemento: null,
        bairro: null,
        cidade_id: null,
        latitude: null,
        longitude: null,
        coordenada_aproximada: false,
        situacao_id: null,
        forma_entrada_id: null,
        cargo_id: null,
        funcao_id: null,
        profissao_id: null,
        data_entrada_instituicao: null,
        data_saida_instituicao: null,
        observacao: null,
        foto_arquivo_id: null,
      })
      .where('id', '=', id)
      .execute();
    const arquivosDaPessoa = [...anexos.map((a) => a.arquivo_id), ...(pessoa.foto_arquivo_id === null ? [] : [pessoa.foto_arquivo_id])];
    apagarArquivos = await arquivos.apagar(trx, arquivosDaPessoa);

    // Imported rows that created or matched the person held the file's cells about them.
    await trx
      .updateTable('importacao_linha')
      .set({ dados: JSON.stringify([]), chave: null, mensagens: null })
      .where('registro_id', '=', id)
      .where('importacao_id', 'in', (eb) => eb.selectFrom('importacao').select('id').where('modelo', '=', 'pessoa'))
      .execute();

    // The history keeps who changed the record and when, not what it said.
    await trx
      .updateTable('auditoria')
      .set({ alteracoes: JSON.stringify({ anonimizado: true }) })
      .where('entidade', '=', 'pessoa')
      .where('entidade_id', '=', String(id))
      .execute();
    await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId, entidade: 'pessoa', entidadeId: id, acao: 'anonimizar' });
  });
  await apagarArquivos();
}
