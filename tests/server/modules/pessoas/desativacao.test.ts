import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// POST /api/pessoas/desabilitapessoas: all of the selection or nothing, only the unit's people,
// one audit row per person, and the operador refused.

let t: AppDeTeste;
let sede: number;
let norte: number;
let admin: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const desativar = (payload: unknown, token = admin) =>
  t.chamar({ method: 'POST', url: '/api/pessoas/desabilitapessoas', token, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

async function ativasDe(unidadeId: number, quantas: number): Promise<number[]> {
  const linhas = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', unidadeId).where('ativo', '=', true).orderBy('id', 'desc').limit(quantas).execute();
  return linhas.map((l) => l.id);
}

const ativas = async (ids: readonly number[]) =>
  (await t.db.selectFrom('pessoa').select('id').where('id', 'in', ids).where('ativo', '=', true).execute()).length;

describe('POST /api/pessoas/desabilitapessoas', () => {
  it('deactivates the selected people of the unit, audits each and drops them from the list', async () => {
    const ids = await ativasDe(sede, 3);
    const auditoria = await contarAuditoria(t.db);
    const r = await desativar({ ids });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: { ids: [...ids].sort((a, b) => a - b) }, message: 'Pessoa(s) desativada(s) com sucesso.' });
    expect(await ativas(ids)).toBe(0);
    expect(await contarAuditoria(t.db)).toBe(auditoria + 3);
    const registros = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'desativar').where('entidade_id', 'in', ids.map(String)).execute();
    expect(registros.map((a) => a.alteracoes)).toEqual(Array(3).fill({ ativo: { de: true, para: false } }));
    const lista = await t.chamar({ method: 'POST', url: '/api/pessoas/filter?rpp=100', token: admin, payload: { q: '' } });
    expect(lista.json().content.resultList.some((p: { id: number }) => ids.includes(p.id))).toBe(false);
    // Again: already inactive, nothing left to change.
    expect((await desativar({ ids })).json().content).toEqual({ ids: [] });
  });

  it('refuses an empty selection with the specification\'s message', async () => {
    const r = await desativar({ ids: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: 'Selecione pelo menos uma pessoa' });
  });

  it('refuses the whole selection (404) when one id belongs to another unit or to nobody, changing nothing', async () => {
    const daSede = await ativasDe(sede, 2);
    const doNorte = await ativasDe(norte, 1);
    for (const ids of [[...daSede, ...doNorte], [...daSede, 2_000_000_000]]) {
      const auditoria = await contarAuditoria(t.db);
      const r = await desativar({ ids });
      expect(r.statusCode).toBe(404);
      expect(await ativas([...daSede, ...doNorte])).toBe(3);
      expect(await contarAuditoria(t.db)).toBe(auditoria);
    }
  });

  it.each([
    ['no ids', {}, 'ids'],
    // Fastify's coercion reads a lone value as a one-item list.
    ['ids as text', { ids: 'todos' }, 'ids'],
    ['an id as text', { ids: ['1 OR 1=1'] }, 'ids.0'],
    ['a negative id', { ids: [-1] }, 'ids.0'],
  ])('answers 422 to %s', async (_caso, payload, field) => {
    const r = await desativar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(r.json().errors[0].field).toBe(field);
  });

  it('refuses the operador (no desativar tag) with 403, changing nothing', async () => {
    const ids = await ativasDe(sede, 1);
    const r = await desativar({ ids }, await t.entrar('operador'));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect(await ativas(ids)).toBe(1);
  });

  it('answers 413 to a 10 MB body', async () => {
    const r = await desativar({ ids: [1], lixo: 'x'.repeat(10 * 1024 * 1024) });
    expect(r.statusCode).toBe(413);
  });
});
