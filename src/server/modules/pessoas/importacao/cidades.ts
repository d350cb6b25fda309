import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

// A row's town by name, accent- and case-insensitively, in the state given by the UF column or
// written after the name ('Campinas - SP', 'Campinas/SP'). Loaded for a whole set of rows in one
// query; a name that several states share needs its state.

export type Cidade = { id: number } | { erro: string };

export interface Cidades {
  resolver(nome: string, uf: string | undefined): Cidade;
}

const COM_UF = /^(.*\S)\s*(?:-|\/|\()\s*([A-Za-z]{2})\)?$/;

function separar(nome: string, uf: string | undefined): { nome: string; uf: string | null } {
  const comUf = COM_UF.exec(nome.trim());
  return { nome: (comUf?.[1] ?? nome).trim(), uf: (comUf?.[2] ?? uf ?? '').trim().toUpperCase() || null };
}

export async function carregarCidades(db: Db, pedidos: readonly { nome: string; uf: string | undefined }[]): Promise<Cidades> {
  const nomes = [...new Set(pedidos.map((p) => separar(p.nome, p.uf).nome))];
  const { rows } =
    nomes.length === 0
      ? { rows: [] }
      : await sql<{ entrada: string; id: number; uf: string }>`
          SELECT x.entrada, c.id, e.uf
          FROM unnest(${nomes}::text[]) AS x(entrada)
          JOIN cidade c ON lower(f_unaccent(c.nome)) = lower(f_unaccent(x.entrada))
          JOIN estado e ON e.id = c.estado_id`.execute(db);
  const porNome = new Map<string, { id: number; uf: string }[]>();
  for (const r of rows) porNome.set(r.entrada, [...(porNome.get(r.entrada) ?? []), { id: r.id, uf: r.uf }]);
  return {
    resolver(nomeDado, ufDada) {
      const { nome, uf } = separar(nomeDado, ufDada);
      const candidatas = (porNome.get(nome) ?? []).filter((c) => uf === null || c.uf === uf);
      const [unica, outra] = candidatas;
      if (unica === undefined) return { erro: 'Cidade não encontrada.' };
      if (outra !== undefined) return { erro: 'Há mais de uma cidade com este nome: informe a UF.' };
      return { id: unica.id };
    },
  };
}
