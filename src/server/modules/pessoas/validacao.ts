import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { errosDoPar } from '../../../shared/geo/posicao.ts';
import type { Pessoa } from '../../../shared/api/pessoas.ts';
import { regrasDaPropriedade } from '../../../shared/engine/regras-do-campo.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { valueAtPath } from '../../../shared/validation/path.ts';
import { validateRecord } from '../../../shared/validation/record.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/erros.ts';
import { regrasDoRegistro } from '../../resources/regras.ts';
import type { CadastroDePessoas } from './cadastro.ts';
import { idDe, idsDe, type PessoaRecebida } from './recebida.ts';
import { LISTAS, REFERENCIAS } from './referencias.ts';

// What a saved person must pass besides its JSON types: the form's rules (the shared code
// the client runs), references that exist, files the user may attach, and no other active
// person of the institution with the same CPF or CNPJ.

const REGISTRO_NAO_ENCONTRADO = 'Registro selecionado não encontrado.';
const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';
/** Serialises saves of one document (the first key of pg_advisory_xact_lock(int, int)); the import takes the same. */
export const TRAVA_DE_DOCUMENTO = 724_210;

/** Both screens merged with the current field configuration (read before a save's transaction: it queries the pool). */
export async function telasConfiguradas(cadastro: CadastroDePessoas): Promise<{ pessoas: TelaResolvida; fornecedores: TelaResolvida }> {
  return { pessoas: await cadastro.telas.tela(cadastro.pessoas), fornecedores: await cadastro.telas.tela(cadastro.fornecedores) };
}

/** The rules of the screen the record belongs to: the supplier form's for a supplier, the people form's otherwise. */
export function errosDasRegras(cadastro: CadastroDePessoas, telas: { pessoas: TelaResolvida; fornecedores: TelaResolvida }, registro: PessoaRecebida): FieldError[] {
  const fornecedor = registro.fornecedor === true;
  const foraDoFormulario = (fornecedor ? cadastro.fornecedores : cadastro.pessoas).foraDoFormulario;
  const tela = fornecedor ? telas.fornecedores : telas.pessoas;
  return validateRecord(registro, regrasDoRegistro(tela, cadastro.modelo, foraDoFormulario, registro));
}

/** Each referenced record must exist (a deleted situação, an unknown city). */
export async function errosDeReferencias(db: Db, registro: PessoaRecebida): Promise<FieldError[]> {
  const pedidos = [
    ...REFERENCIAS.map((r) => ({ campo: r.caminho, tabela: r.tabela as string, ids: idsDe([valueAtPath(registro, r.caminho)]) })),
    ...LISTAS.map((l) => ({ campo: l.propriedade, tabela: l.tabela as string, ids: idsDe(registro[l.propriedade]) })),
    { campo: 'cidade', tabela: 'cidade', ids: idsDe([registro.cidade]) },
    { campo: 'anexos', tabela: 'r_tipo_anexo', ids: idsDe((registro.anexos ?? []).map((a) => a.tipoAnexo)) },
  ].filter((p) => p.ids.length > 0);
  const erros: FieldError[] = [];
  for (const p of pedidos) {
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.id(p.tabela)} WHERE id IN (${sql.join(p.ids)})`.execute(db);
    if (rows.length < p.ids.length) erros.push({ field: p.campo, message: REGISTRO_NAO_ENCONTRADO });
  }
  return erros;
}

/**
 * A photo or attachment must be a stored file that this user uploaded, or one the person
 * already holds: an id alone must not attach (and so open) someone else's file. A photo must be an image.
 */
export async function errosDeArquivos(db: Db, registro: PessoaRecebida, antes: Pessoa | null, usuarioId: number): Promise<FieldError[]> {
  const jaAnexados = new Set([antes?.foto?.id, ...(antes?.anexos ?? []).map((a) => a.arquivo.id)]);
  const foto = idDe(registro.foto);
  const anexos = idsDe((registro.anexos ?? []).map((a) => a.arquivo));
  const ids = [...new Set([...(foto === null ? [] : [foto]), ...anexos])];
  if (ids.length === 0) return [];
  const arquivos = await db.selectFrom('arquivo').select(['id', 'criado_por', 'tipo_mime']).where('id', 'in', ids).execute();
  const permitidos = new Map(arquivos.filter((a) => a.criado_por === usuarioId || jaAnexados.has(a.id)).map((a) => [a.id, a.tipo_mime]));
  const erros: FieldError[] = [];
  if (foto !== null && !permitidos.get(foto)?.startsWith('image/')) erros.push({ field: 'foto', message: ARQUIVO_NAO_ENCONTRADO });
  if (anexos.some((id) => !permitidos.has(id))) erros.push({ field: 'anexos', message: ARQUIVO_NAO_ENCONTRADO });
  return erros;
}

/**
 * The coordinates' limits, and both or neither, hold even where the field configuration hides
 * them: the map must be able to place every person. A field keeps its first error only.
 */
export function comCoordenadas(modelo: Model, registro: PessoaRecebida, erros: readonly FieldError[]): FieldError[] {
  const regras = Object.fromEntries(
    (['latitude', 'longitude'] as const).flatMap((campo) => {
      const propriedade = modelo.properties[campo];
      return propriedade === undefined ? [] : [[campo, regrasDaPropriedade(propriedade, false)]];
    }),
  );
  const vistos = new Set(erros.map((e) => e.field));
  const novos: FieldError[] = [];
  for (const erro of [...validateRecord(registro, regras), ...errosDoPar(registro)]) {
    if (vistos.has(erro.field)) continue;
    vistos.add(erro.field);
    novos.push(erro);
  }
  return [...erros, ...novos];
}

/**
 * No other active person of the institution (any unit) may hold the same CPF or CNPJ. An
 * advisory lock per document makes two concurrent saves of one document wait for each other.
 */
export async function conferirDocumentos(db: Db, documentos: { cpf: string | null; cnpj: string | null }, id: number | null): Promise<void> {
  const pedidos = [
    { tipo: 'CPF', coluna: 'cpf', campo: 'pessoaFisica.cpf', valor: documentos.cpf },
    { tipo: 'CNPJ', coluna: 'cnpj', campo: 'pessoaJuridica.cnpj', valor: documentos.cnpj },
  ] as const;
  for (const p of pedidos) {
    if (p.valor === null) continue;
    await sql`SELECT pg_advisory_xact_lock(${TRAVA_DE_DOCUMENTO}, hashtext(${`${p.tipo}:${p.valor}`}))`.execute(db);
    const outra = await db
      .selectFrom('pessoa')
      .select('codigo')
      .where(p.coluna, '=', p.valor)
      .where('ativo', '=', true)
      .where('id', '!=', id ?? 0)
      .orderBy('id')
      .executeTakeFirst();
    if (outra !== undefined) {
      const message = `Já existe uma pessoa com este ${p.tipo} (código ${outra.codigo}).`;
      throw new HttpError(422, message, [{ field: p.campo, message }]);
    }
  }
}
