import { sql } from 'kysely';
import type { TagDoCatalogo } from '../../src/shared/api/contract.ts';
import { TAG_ADMINISTRADOR } from '../../src/shared/permissions/catalogue.ts';
import type { AppDeTeste } from '../support/app.ts';
import { criarUsuario, idDaUnidade, sessaoDoToken } from '../server/ajudantes.ts';
import type { Chamador } from './matriz.ts';

// The five callers of the access matrix (not a test file itself).

const LOGIN_DA_OUTRA_UNIDADE = 'matriz.norte';

/** How a caller signs a request: no token, or the token of its session. */
export type Credenciais = Readonly<Record<Chamador, string | undefined>>;

/** A new session of the caller (for calls that end or change their own session). */
export type NovaSessao = (chamador: Chamador) => Promise<string | undefined>;

/**
 * Every tag but `administrador`, in Unidade Norte only: the catalogue (GET /api/permissoes/catalogo)
 * only builds this caller; what it may do is written by hand in matriz.ts.
 */
async function tagsDeTodos(t: AppDeTeste): Promise<string[]> {
  const r = await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' });
  const catalogo = r.json<{ content: TagDoCatalogo[] }>().content;
  return [...new Set(catalogo.map((c) => c.tag))].filter((tag) => tag !== TAG_ADMINISTRADOR);
}

/** An administrator's session whose idle and absolute limits both passed two days ago. */
async function sessaoExpirada(t: AppDeTeste): Promise<string> {
  const token = await t.entrarNaUnidade('admin', 'Sede');
  await t.db
    .updateTable('sessao')
    .set({ criada_em: sql`now() - interval '3 days'`, ultimo_uso_em: sql`now() - interval '2 days'` })
    .where('id', '=', (await sessaoDoToken(t.db, token)).id)
    .execute();
  return token;
}

export async function prepararChamadores(t: AppDeTeste): Promise<{ credenciais: Credenciais; novaSessao: NovaSessao }> {
  await criarUsuario(t.db, { login: LOGIN_DA_OUTRA_UNIDADE, unidadeIds: [await idDaUnidade(t.db, 'Unidade Norte')], tags: await tagsDeTodos(t) });
  const novaSessao: NovaSessao = async (chamador) => {
    switch (chamador) {
      case 'semToken':
        return undefined;
      case 'expirado':
        return sessaoExpirada(t);
      case 'operador':
        return t.entrar('operador');
      case 'outraUnidade':
        return t.entrar(LOGIN_DA_OUTRA_UNIDADE);
      case 'administrador':
        return t.entrarNaUnidade('admin', 'Sede');
    }
  };
  const credenciais: Record<Chamador, string | undefined> = {
    semToken: undefined,
    expirado: await novaSessao('expirado'),
    operador: await novaSessao('operador'),
    outraUnidade: await novaSessao('outraUnidade'),
    administrador: await novaSessao('administrador'),
  };
  return { credenciais, novaSessao };
}
