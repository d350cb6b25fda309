import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDaTransparenciaPublico } from '../../../../src/shared/portaltransparencia/contrato.ts';
import { MENSAGEM_ENDERECO } from '../../../../src/shared/portaltransparencia/enderecos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The transparency portal through its calls: staff publish (a partnership missing a legal field
// is refused, naming it; a link must be http(s)); a visitor, with no session, reads only what is
// published: not drafts, not future dates, not a partnership 180 days after its final report.

let t: AppDeTeste;
let admin: string;
let semTag: string;
const ITENS = '/api/portaltransparencia/transparencias';
const PORTAL = '/api/publico/transparencia/portal';

const post = (url: string, token: string, payload: object) => t.chamar({ method: 'POST', url, token, payload });
const erros = (r: { json: <T>() => T }) => r.json<{ errors: { field: string; message: string }[] }>().errors;
const lerPortal = async () => (await t.chamar({ method: 'GET', url: PORTAL })).json<{ content: PortalDaTransparenciaPublico }>().content;

async function projeto(codigo: string, campos: { objeto?: string | null; finalEm?: string }): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO projeto (codigo, nome, parceria, instrumento, numero_termo, objeto, valor_parceria, vigencia_inicio, vigencia_fim, financiador_id)
    VALUES (${codigo}, ${`Projeto ${codigo}`}, true, 'TERMO_COLABORACAO', '777/2026', ${campos.objeto === undefined ? 'Atendimento a 60 idosos' : campos.objeto}, 90000, '2026-01-01', '2026-12-31',
            (SELECT id FROM pessoa ORDER BY id LIMIT 1))
    RETURNING id`.execute(t.db);
  const id = rows[0]!.id;
  if (campos.finalEm) await sql`INSERT INTO projeto_prestacao (projeto_id, tipo, vencimento, apresentada_em) VALUES (${id}, 'FINAL', ${campos.finalEm}, ${campos.finalEm})`.execute(t.db);
  return id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  await criarUsuario(t.db, { login: 'semportal', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: [] });
  semTag = await t.entrar('semportal');
});
afterAll(() => t.fechar());

describe('publishing on the transparency portal', () => {
  it('publishes a partnership and a visitor reads it with its legal fields, without a session', async () => {
    const id = await projeto('PT-1', {});
    const r = await post(ITENS, admin, { tipo: 'PARCERIA', titulo: 'Termo de colaboração 777/2026', projeto: id, publicadoEm: '2026-02-01' });
    expect(r.statusCode).toBe(200);

    const portal = await lerPortal();
    const item = portal.itens.find((i) => i.titulo === 'Termo de colaboração 777/2026');
    expect(item?.parceria).toMatchObject({ instrumento: 'Termo de colaboração', numeroTermo: '777/2026', objeto: 'Atendimento a 60 idosos', valor: 90000, vigenciaInicio: '2026-01-01', vigenciaFim: '2026-12-31' });
    expect(portal.titulo).toBe('Portal da Transparência');
    expect(portal.quemSomos).toContain('sem fins lucrativos');
  });

  it('refuses to publish a partnership missing a legal field, naming the field, and writes nothing', async () => {
    const id = await projeto('PT-2', { objeto: null });
    const r = await post(ITENS, admin, { tipo: 'PARCERIA', titulo: 'Parceria incompleta', projeto: id, publicadoEm: '2026-02-01' });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([{ field: 'projeto', message: 'A parceria não pode ser publicada: falta o objeto no projeto.' }]);
    const { rows } = await sql`SELECT 1 FROM transparencia_item WHERE titulo = 'Parceria incompleta'`.execute(t.db);
    expect(rows).toHaveLength(0);
    // As a draft (no publication date) it may be kept while the project is completed.
    expect((await post(ITENS, admin, { tipo: 'PARCERIA', titulo: 'Parceria incompleta', projeto: id })).statusCode).toBe(200);
  });

  it('refuses a partnership without its project and a document address that is not http(s)', async () => {
    const sem = await post(ITENS, admin, { tipo: 'PARCERIA', titulo: 'Sem projeto' });
    expect(erros(sem)).toEqual([{ field: 'projeto', message: 'Escolha o projeto da parceria.' }]);
    const js = await post(ITENS, admin, { tipo: 'ESTATUTO', titulo: 'Estatuto', arquivoUrl: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(422);
    expect(erros(js)).toEqual([{ field: 'arquivoUrl', message: MENSAGEM_ENDERECO }]);
  });

  it('shows neither drafts nor future dates, and takes a partnership down 180 days after its final report', async () => {
    const antigo = await projeto('PT-3', { finalEm: '2025-01-10' });
    await post(ITENS, admin, { tipo: 'PARCERIA', titulo: 'Parceria encerrada em 2025', projeto: antigo, publicadoEm: '2024-06-01' });
    await post(ITENS, admin, { tipo: 'ESTATUTO', titulo: 'Estatuto futuro', publicadoEm: '2099-01-01' });
    const titulos = (await lerPortal()).itens.map((i) => i.titulo);
    expect(titulos).not.toContain('Parceria encerrada em 2025');
    expect(titulos).not.toContain('Estatuto futuro');
    expect(titulos).not.toContain('Relatório de atividades de 2026 (rascunho)');
    expect(titulos).toContain('Estatuto social consolidado');
  });

  it('keeps the staff pages to those with the tag', async () => {
    const r = await t.chamar({ method: 'GET', url: ITENS, token: semTag });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});

describe('the public portal when switched off', () => {
  it('says it is off the air and shows nothing', async () => {
    const r = await t.chamar({ method: 'PUT', url: '/api/portaltransparencia/parametros', token: admin, payload: { ativo: false } });
    expect(r.statusCode).toBe(200);
    const fora = await t.chamar({ method: 'GET', url: PORTAL });
    expect(fora.statusCode).toBe(404);
    expect(fora.json()).toEqual({ message: 'O Portal da Transparência está fora do ar no momento.' });
    await t.chamar({ method: 'PUT', url: '/api/portaltransparencia/parametros', token: admin, payload: { ativo: true } });
  });
});
