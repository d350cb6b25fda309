import { sql } from 'kysely';
import { expect } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The tiers over the demo's profiles (Coordenação: admin and coordenador; Diretoria
// financeira: admin and diretor), configured through the API (the tests' template has none):
// up to R$ 1.000,00 automatic, then the coordenador, above R$ 10.000,00 the diretor too; and the
// Sede's rows the approval tests write with.

export interface ReferenciasDaAprovacao {
  sede: number;
  pessoa: number;
  pessoa2: number;
  categoria: number;
  conta: number;
  csrf: number;
}

const nivel = (n: number, perfil: number) => ({ nivel: n, perfis: [perfil], regra: 'QUALQUER' });

export async function configurarAlcadas(t: AppDeTeste, admin: string): Promise<ReferenciasDaAprovacao> {
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<Omit<ReferenciasDaAprovacao, 'sede'> & { coordenacao: number; diretoria: number }>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT max(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa2,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta,
    (SELECT id FROM perfil_aprovacao WHERE nome = 'Coordenação') AS coordenacao,
    (SELECT id FROM perfil_aprovacao WHERE nome = 'Diretoria financeira') AS diretoria,
    (SELECT id FROM imposto WHERE sigla = 'PIS/COFINS/CSLL') AS csrf`.execute(t.db);
  const { coordenacao, diretoria, ...ref } = rows[0]!;
  for (const alcada of [
    { descricao: 'Automática', valorMinimo: 0, valorMaximo: 1000, niveis: [] },
    { descricao: 'Coordenação', valorMinimo: 1000.01, valorMaximo: 10000, niveis: [nivel(1, coordenacao)] },
    { descricao: 'Coordenação e diretoria', valorMinimo: 10000.01, valorMaximo: null, niveis: [nivel(1, coordenacao), nivel(2, diretoria)] },
  ]) {
    const r = await t.chamar({ method: 'POST', url: '/api/aprovacaofinanceira/alcadas', token: admin, payload: alcada });
    expect(r.statusCode, r.body).toBe(200);
  }
  return { sede, ...ref };
}

export const URL_DOS_PENDENTES = '/api/aprovacaofinanceira/pendentes';

/** The títulos waiting for the token's user. */
export async function pendentesDe(t: AppDeTeste, token: string): Promise<number[]> {
  const r = await t.chamar({ method: 'GET', url: `${URL_DOS_PENDENTES}?rpp=100`, token });
  return r.json<{ content: { resultList: { titulo: { id: number } }[] } }>().content.resultList.map((l) => l.titulo.id);
}

export interface AppDaAprovacao {
  t: AppDeTeste;
  admin: string;
  coordenador: string;
  diretor: string;
  ref: ReferenciasDaAprovacao;
}

/** A test app under the tiers, with the sessions of its three approvers in the Sede. */
export async function criarAppDaAprovacao(): Promise<AppDaAprovacao> {
  const t = await criarAppDeTeste();
  const admin = await t.entrarNaUnidade('admin', 'Sede');
  const coordenador = await t.entrarNaUnidade('coordenador', 'Sede');
  const diretor = await t.entrarNaUnidade('diretor', 'Sede');
  return { t, admin, coordenador, diretor, ref: await configurarAlcadas(t, admin) };
}
