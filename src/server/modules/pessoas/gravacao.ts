import type { Updateable } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { Pessoa } from '../../../shared/api/pessoas.ts';
import { auditar } from '../../auditoria.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import type { Db } from '../../db/database.ts';
import type { PessoaTable } from '../../db/schema.ts';
import { MENSAGEM_ANONIMIZADA_SEM_EDICAO } from '../../../shared/api/lgpd.ts';
import { errosDeFormulario, HttpError, naoEncontrado, semPermissao } from '../../http/erros.ts';
import { errosDeTipo } from '../../resources/esquema-do-payload.ts';
import { soFornecedores, unidadeDa } from './acesso.ts';
import type { CadastroDePessoas } from './cadastro.ts';
import { reservarCodigos } from './codigo.ts';
import { lerPessoa } from './leitura.ts';
import { gravarAnexos, gravarListas } from './listas.ts';
import { posicaoAoGravar } from './posicao.ts';
import { colunasDaPessoa, type PessoaRecebida } from './recebida.ts';
import { comCoordenadas, conferirDocumentos, errosDasRegras, errosDeArquivos, errosDeReferencias, telasConfiguradas } from './validacao.ts';

// POST /api/pessoas: creates (no id) or updates (id of the session's unit) a person in one
// transaction with its audit row. The rules judge the record as it will be: the stored one
// with the payload's members over it.

const exigir = (erros: readonly FieldError[]): void => {
  if (erros.length > 0) throw errosDeFormulario([...erros]);
};

/** The model's defaults (papelPessoaFisica true, ...), the base of a new person. */
function padroes(cadastro: CadastroDePessoas): PessoaRecebida {
  return Object.fromEntries(Object.entries(cadastro.modelo.properties).flatMap(([nome, p]) => (p.default === undefined ? [] : [[nome, p.default]])));
}

export async function salvarPessoa(db: Db, cadastro: CadastroDePessoas, sessao: SessaoAtiva, corpo: unknown): Promise<{ pessoa: Pessoa; criada: boolean }> {
  exigir(errosDeTipo(cadastro.validarTipos, corpo));
  const recebida = corpo as PessoaRecebida;
  // A supplier-only session saves suppliers: its new records are suppliers, and it cannot unmark one.
  const soDeFornecedores = soFornecedores(sessao, 'editar');
  if (soDeFornecedores && recebida.fornecedor === false) throw semPermissao();
  const unidadeId = unidadeDa(sessao);
  const id = recebida.id ?? null;
  const telas = await telasConfiguradas(cadastro);
  return db.transaction().execute(async (trx) => {
    const antes = id === null ? null : await lerPessoa(trx, id, { unidadeId, soFornecedores: soDeFornecedores }, true);
    if (id !== null && antes === null) throw naoEncontrado();
    if (id !== null && (await anonimizada(trx, id))) throw new HttpError(409, MENSAGEM_ANONIMIZADA_SEM_EDICAO);
    const registro: PessoaRecebida = { ...(antes ?? padroes(cadastro)), ...recebida, ...(soDeFornecedores ? { fornecedor: true } : {}) };
    exigir(comCoordenadas(cadastro.modelo, registro, errosDasRegras(cadastro, telas, registro)));
    exigir([...(await errosDeReferencias(trx, registro)), ...(await errosDeArquivos(trx, registro, antes, sessao.usuarioId))]);
    const pedidas = colunasDaPessoa(registro);
    const colunas = { ...pedidas, ...(await posicaoAoGravar(trx, pedidas, antes)) };
    await conferirDocumentos(trx, { cpf: colunas.cpf ?? null, cnpj: colunas.cnpj ?? null }, id);
    const pessoaId = id ?? (await inserir(trx, unidadeId, colunas));
    if (id !== null) await trx.updateTable('pessoa').set({ ...colunas, atualizado_em: new Date() }).where('id', '=', id).execute();
    await gravarListas(trx, pessoaId, registro, id === null);
    await gravarAnexos(trx, pessoaId, registro, id === null);
    const depois = await lerPessoa(trx, pessoaId, { unidadeId, soFornecedores: false });
    if (depois === null) throw naoEncontrado();
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId,
      entidade: 'pessoa',
      entidadeId: pessoaId,
      acao: antes === null ? 'criar' : 'alterar',
      alteracoes: diferencas(antes, depois),
    });
    return { pessoa: depois, criada: antes === null };
  });
}

async function anonimizada(db: Db, id: number): Promise<boolean> {
  const linha = await db.selectFrom('pessoa').select('anonimizada_em').where('id', '=', id).executeTakeFirst();
  return (linha?.anonimizada_em ?? null) !== null;
}

async function inserir(db: Db, unidadeId: number, colunas: Updateable<PessoaTable>): Promise<number> {
  const codigo = await reservarCodigos(db, unidadeId);
  const { id } = await db
    .insertInto('pessoa')
    .values({ ...colunas, nome: colunas.nome ?? '', unidade_id: unidadeId, codigo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** {campo: {de, para}} of every member whose value changed (json-compared); a new person's from null. */
function diferencas(antes: Pessoa | null, depois: Pessoa): Record<string, { de: unknown; para: unknown }> {
  const anteriores = new Map<string, unknown>(Object.entries(antes ?? {}));
  const saida: Record<string, { de: unknown; para: unknown }> = {};
  for (const [campo, para] of Object.entries(depois)) {
    const de = anteriores.get(campo) ?? null;
    if (JSON.stringify(de) !== JSON.stringify(para ?? null)) saida[campo] = { de, para };
  }
  return saida;
}
