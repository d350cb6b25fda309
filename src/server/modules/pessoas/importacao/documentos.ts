import { sql, type Updateable } from 'kysely';
import type { ErroDaLinha } from '../../../../shared/api/importacao.ts';
import type { Db } from '../../../db/database.ts';
import type { PessoaTable } from '../../../db/schema.ts';
import type { Cadastrado } from '../../../resources/importacao/destino.ts';

// The people import's keys: a row's CPF and CNPJ, and the duplicate rule of the person form
// (validacao.ts, conferirDocumentos) for many rows at once: the active people of the institution
// already holding the documents, in one query.

export type TipoDeDocumento = 'CPF' | 'CNPJ';

/** A row's documents as keys (and lock keys of the form's: 'CPF:digits', 'CNPJ:chars'), CPF first (the form's order). */
export function documentosDa(colunas: Pick<Updateable<PessoaTable>, 'cpf' | 'cnpj'>): string[] {
  return [...(colunas.cpf ? [`CPF:${colunas.cpf}`] : []), ...(colunas.cnpj ? [`CNPJ:${colunas.cnpj}`] : [])];
}

export const tipoDo = (documento: string): TipoDeDocumento => (documento.startsWith('CPF:') ? 'CPF' : 'CNPJ');

/** What the form says of a document already registered, as a row's message. */
export function erroDeDuplicado(documento: string, codigo: number | null): ErroDaLinha {
  const tipo = tipoDo(documento);
  return { campo: tipo === 'CPF' ? 'pessoaFisica.cpf' : 'pessoaJuridica.cnpj', rotulo: tipo, mensagem: `Já existe uma pessoa com este ${tipo} (código ${codigo ?? '?'}).` };
}

/** {documento → the first active person (by id) holding it}, any unit of the institution. */
export async function pessoasComDocumentos(db: Db, documentos: readonly string[]): Promise<Map<string, Cadastrado>> {
  const cpfs = documentos.filter((d) => tipoDo(d) === 'CPF').map((d) => d.slice(4));
  const cnpjs = documentos.filter((d) => tipoDo(d) === 'CNPJ').map((d) => d.slice(5));
  const encontradas = new Map<string, Cadastrado>();
  if (cpfs.length === 0 && cnpjs.length === 0) return encontradas;
  const { rows } = await sql<{ id: number; codigo: number; cpf: string | null; cnpj: string | null }>`
    SELECT id, codigo, cpf, cnpj FROM pessoa
    WHERE ativo AND (cpf = ANY(${cpfs}::text[]) OR cnpj = ANY(${cnpjs}::text[]))
    ORDER BY id`.execute(db);
  for (const r of rows) {
    for (const documento of documentosDa(r)) if (!encontradas.has(documento)) encontradas.set(documento, { id: r.id, codigo: r.codigo });
  }
  return encontradas;
}
