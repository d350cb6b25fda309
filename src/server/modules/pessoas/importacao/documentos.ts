import { sql, type Updateable } from 'kysely';
import type { ErroDaLinha } from '../../../../shared/api/importacao.ts';
import type { Db } from '../../../db/database.ts';
import type { PessoaTable } from '../../../db/schema.ts';
import { TRAVA_DE_DOCUMENTO } from '../validacao.ts';

// The duplicate rule of the person form (validacao.ts, conferirDocumentos) for many rows at once:
// the same per-document advisory locks, taken in one query in one order every batch shares (so
// two imports, or an import and a form save, wait for each other instead of deadlocking), then
// the active people of the institution already holding the documents, in one query.

export type TipoDeDocumento = 'CPF' | 'CNPJ';

export interface PessoaCadastrada {
  id: number;
  codigo: number;
}

/** A row's documents as lock keys ('CPF:digits', 'CNPJ:chars'), CPF first (the form's order). */
export function documentosDa(colunas: Pick<Updateable<PessoaTable>, 'cpf' | 'cnpj'>): string[] {
  return [...(colunas.cpf ? [`CPF:${colunas.cpf}`] : []), ...(colunas.cnpj ? [`CNPJ:${colunas.cnpj}`] : [])];
}

export const tipoDo = (documento: string): TipoDeDocumento => (documento.startsWith('CPF:') ? 'CPF' : 'CNPJ');

/** What the form says of a document already registered, as a row's message. */
export function erroDeDuplicado(documento: string, codigo: number): ErroDaLinha {
  const tipo = tipoDo(documento);
  return { campo: tipo === 'CPF' ? 'pessoaFisica.cpf' : 'pessoaJuridica.cnpj', rotulo: tipo, mensagem: `Já existe uma pessoa com este ${tipo} (código ${codigo}).` };
}

/** Locks every document until the transaction ends, in sorted order. */
export async function travarDocumentos(trx: Db, documentos: readonly string[]): Promise<void> {
  const ordenados = [...new Set(documentos)].sort();
  if (ordenados.length === 0) return;
  // unnest yields the array in order, so the locks are taken in that order.
  await sql`SELECT count(pg_advisory_xact_lock(${TRAVA_DE_DOCUMENTO}, hashtext(d))) FROM unnest(${ordenados}::text[]) AS d`.execute(trx);
}

/** {documento → the first active person (by id) holding it}, any unit of the institution. */
export async function pessoasComDocumentos(db: Db, documentos: readonly string[]): Promise<Map<string, PessoaCadastrada>> {
  const cpfs = documentos.filter((d) => tipoDo(d) === 'CPF').map((d) => d.slice(4));
  const cnpjs = documentos.filter((d) => tipoDo(d) === 'CNPJ').map((d) => d.slice(5));
  const encontradas = new Map<string, PessoaCadastrada>();
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
