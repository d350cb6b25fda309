import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { sorteadorPonderado } from './aleatorio.ts';

// The people register's configuration tables (situações, grupos, cargos, ...) with demo
// entries and how often people hold each, seeded once when a table is empty.

type Ponderado = readonly [descricao: string, peso: number];

const SITUACOES: readonly Ponderado[] = [['Ativo', 75], ['Em análise', 6], ['Inativo', 8], ['Desligado', 6], ['Falecido', 1]];
/** Each person belongs to each group with this chance (percent). */
const GRUPOS: readonly Ponderado[] = [
  ['Doadores', 25], ['Beneficiários', 20], ['Voluntários', 15], ['Associados', 10], ['Colaboradores', 8], ['Parceiros', 3], ['Conselho', 1],
];
const CARGOS: readonly Ponderado[] = [
  ['Assistente administrativo', 20], ['Educador social', 18], ['Analista', 12], ['Coordenador', 8], ['Auxiliar de serviços gerais', 10], ['Estagiário', 6], ['Diretor', 2],
];
const FUNCOES: readonly Ponderado[] = [['Voluntário', 30], ['Professor', 12], ['Mentor', 6], ['Captador de recursos', 5], ['Conselheiro', 2], ['Motorista', 4]];
const PROFISSOES: readonly Ponderado[] = [
  ['Estudante', 18], ['Autônomo', 15], ['Professor', 10], ['Comerciante', 10], ['Aposentado', 12], ['Enfermeiro', 6], ['Contador', 4],
  ['Advogado', 4], ['Engenheiro', 4], ['Médico', 2], ['Assistente social', 3],
];
const IDIOMAS: readonly Ponderado[] = [['Português', 100], ['Inglês', 25], ['Espanhol', 15], ['Libras', 4], ['Francês', 3], ['Italiano', 2], ['Alemão', 1]];
const FORMACOES: readonly Ponderado[] = [
  ['Ensino fundamental', 20], ['Ensino médio', 35], ['Ensino técnico', 10], ['Graduação', 25], ['Especialização', 7], ['Mestrado', 2], ['Doutorado', 1],
];
const BENEFICIOS: readonly Ponderado[] = [['Cesta básica', 40], ['Bolsa de estudos', 15], ['Auxílio transporte', 20], ['Atendimento psicológico', 10], ['Curso profissionalizante', 15]];
const FORMAS_DE_ENTRADA: readonly Ponderado[] = [['Indicação', 35], ['Evento', 15], ['Site', 15], ['Redes sociais', 20], ['Portal de doação', 10], ['Campanha', 5]];
const TIPOS_DE_ANEXO: readonly Ponderado[] = [['RG', 1], ['CPF', 1], ['Comprovante de residência', 1], ['Contrato', 1], ['Termo de voluntariado', 1], ['Outro', 1]];

export type Sorteio = (random: () => number) => number;

export interface ConfiguracoesSemeadas {
  situacao: Sorteio;
  cargo: Sorteio;
  funcao: Sorteio;
  profissao: Sorteio;
  idioma: Sorteio;
  formacao: Sorteio;
  beneficio: Sorteio;
  formaEntrada: Sorteio;
  /** Each group's id and the chance (0–1) that a person belongs to it. */
  grupos: readonly { id: number; chance: number }[];
}

/** The table's entries with their weights: the demo's when the table was empty, else weight 1 each. */
async function entradas(db: Db, tabela: string, padrao: readonly Ponderado[]): Promise<{ id: number; peso: number }[]> {
  const existentes = await sql<{ id: number; descricao: string | null }>`SELECT id, descricao FROM ${sql.id(tabela)} WHERE ativo ORDER BY id`.execute(db);
  if (existentes.rows.length > 0) {
    const pesos = new Map(padrao);
    return existentes.rows.map((r) => ({ id: r.id, peso: pesos.get(r.descricao ?? '') ?? 1 }));
  }
  const linhas = padrao.map(([descricao]) => sql`(${descricao})`);
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.id(tabela)} (descricao) VALUES ${sql.join(linhas)} RETURNING id`.execute(db);
  return rows.map((r, i) => ({ id: r.id, peso: padrao[i]?.[1] ?? 1 }));
}

async function sorteio(db: Db, tabela: string, padrao: readonly Ponderado[]): Promise<Sorteio> {
  const sortear = sorteadorPonderado(await entradas(db, tabela, padrao), (e) => e.peso);
  return (random) => sortear(random).id;
}

export async function configuracoesParaSemear(db: Db): Promise<ConfiguracoesSemeadas> {
  await entradas(db, 'r_tipo_anexo', TIPOS_DE_ANEXO);
  return {
    situacao: await sorteio(db, 'r_situacao_pessoa', SITUACOES),
    cargo: await sorteio(db, 'r_cargo', CARGOS),
    funcao: await sorteio(db, 'r_funcao', FUNCOES),
    profissao: await sorteio(db, 'r_profissao', PROFISSOES),
    idioma: await sorteio(db, 'r_idioma', IDIOMAS),
    formacao: await sorteio(db, 'r_formacao_academica', FORMACOES),
    beneficio: await sorteio(db, 'r_beneficio', BENEFICIOS),
    formaEntrada: await sorteio(db, 'r_forma_entrada', FORMAS_DE_ENTRADA),
    grupos: (await entradas(db, 'r_grupo_pessoa', GRUPOS)).map((g) => ({ id: g.id, chance: Math.min(1, g.peso / 100) })),
  };
}
