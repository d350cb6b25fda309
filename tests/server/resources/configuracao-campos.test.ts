import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';
import { auditoriaDe } from './ajudantes.ts';

// /api/configuracoesCamposFomularios: the field configuration of the generic forms, and
// its effect on the generic saves (screens/gestaopessoas/grupo.json).

const BASE = '/api/configuracoesCamposFomularios';
let t: AppDeTeste;
let admin: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const configurar = (payload: object, token = admin) => t.chamar({ method: 'POST', url: `${BASE}/config`, token, payload });
const salvarGrupo = (payload: object) => t.chamar({ method: 'POST', url: '/api/pessoas/grupospessoas', token: admin, payload });

describe('GET config', () => {
  it('answers every generic form to any session, visible and optional by default', async () => {
    const r = await t.chamar({ method: 'GET', url: `${BASE}/config`, token: await t.entrar('operador') });
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(Object.keys(content)).toContain('configuracoes.setores');
    expect(Object.keys(content)).toHaveLength(81);
    expect(content['gestaopessoas.grupo']).toEqual({ secoesVisiveis: { dadosGerais: true }, configSecoes: {} });
    expect((await t.chamar({ method: 'GET', url: `${BASE}/config` })).statusCode).toBe(401);
  });
});

describe('GET formularios', () => {
  it('lists forms, sections and fields (path and title) to holders of the tag only', async () => {
    expect((await t.chamar({ method: 'GET', url: `${BASE}/formularios`, token: await t.entrar('operador') })).statusCode).toBe(403);
    const { content } = (await t.chamar({ method: 'GET', url: `${BASE}/formularios`, token: admin })).json();
    const grupo = content.find((f: { formulario: string }) => f.formulario === 'gestaopessoas.grupo');
    expect(grupo).toEqual({
      formulario: 'gestaopessoas.grupo',
      titulo: 'Grupos de Pessoas',
      secoes: [
        {
          nome: 'dadosGerais',
          titulo: null,
          visivel: true,
          campos: [
            { inputName: 'descricao', titulo: 'Descrição', visible: true, required: true, obrigatorioNoModelo: true, somenteLeitura: false },
            { inputName: 'ativo', titulo: 'Ativo', visible: true, required: false, obrigatorioNoModelo: false, somenteLeitura: false },
          ],
        },
      ],
    });
  });
});

describe('POST config', () => {
  it('needs configuracoes.configuracaocampo.editar', async () => {
    const r = await configurar({ formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [] }, await t.entrar('operador'));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });

  it.each<[string, object, { field: string; message: string }[]]>([
    ['an unknown form', { formulario: 'nao.existe', secao: 'x', campos: [] }, [{ field: 'formulario', message: 'Formulário desconhecido.' }]],
    ['an unknown section', { formulario: 'gestaopessoas.grupo', secao: 'outra', campos: [] }, [{ field: 'secao', message: 'Seção desconhecida neste formulário.' }]],
    [
      'a field of no section',
      { formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [{ inputName: 'senha', visible: true }] },
      [{ field: 'campos.0.inputName', message: 'Campo desconhecido nesta seção.' }],
    ],
    [
      'a field twice',
      { formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [{ inputName: 'ativo' }, { inputName: 'ativo' }] },
      [{ field: 'campos.1.inputName', message: 'Campo repetido.' }],
    ],
    ['no campos', { formulario: 'gestaopessoas.grupo', secao: 'dadosGerais' }, [{ field: 'campos', message: 'Preenchimento obrigatório.' }]],
    [
      'a flag that is not a boolean',
      { formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [{ inputName: 'ativo', visible: 'talvez' }] },
      [{ field: 'campos.0.visible', message: 'Valor inválido.' }],
    ],
  ])('refuses %s with 422', async (_caso, payload, errors) => {
    const r = await configurar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
  });

  it('hides a field, which the next generic save then neither requires nor checks, and audits the change', async () => {
    expect((await salvarGrupo({ ativo: true })).statusCode).toBe(422);
    const r = await configurar({ formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [{ inputName: 'descricao', visible: false }] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      content: { secoesVisiveis: { dadosGerais: true }, configSecoes: { dadosGerais: [{ inputName: 'descricao', visible: false, required: false }] } },
      message: 'Configuração salva.',
    });
    const semDescricao = await salvarGrupo({ ativo: true });
    expect(semDescricao.statusCode).toBe(200);
    expect(semDescricao.json().content).toMatchObject({ descricao: null, ativo: true });

    await configurar({ formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [] });
    expect((await salvarGrupo({ ativo: true })).json().errors).toEqual([{ field: 'descricao', message: 'Preenchimento obrigatório.' }]);
    const auditoria = await auditoriaDe(t.db, 'configuracaoCampo', 'gestaopessoas.grupo/dadosGerais');
    expect(auditoria.map((a) => a.alteracoes)).toEqual([
      { descricao: { de: null, para: { visible: false, required: false } } },
      { descricao: { de: { visible: false, required: false }, para: null } },
    ]);
  });

  it('makes a field required (ativo) and hides a whole section, as GET config then says', async () => {
    await configurar({ formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', visivel: false, campos: [{ inputName: 'ativo', required: true }] });
    const { content } = (await t.chamar({ method: 'GET', url: `${BASE}/config`, token: admin })).json();
    expect(content['gestaopessoas.grupo']).toEqual({
      secoesVisiveis: { dadosGerais: false },
      configSecoes: { dadosGerais: [{ inputName: 'ativo', visible: true, required: true }] },
    });
    // The configuration screen gets each field's own flags, not the hidden section's effect.
    const formularios = (await t.chamar({ method: 'GET', url: `${BASE}/formularios`, token: admin })).json().content;
    expect(formularios.find((f: { formulario: string }) => f.formulario === 'gestaopessoas.grupo').secoes[0]).toMatchObject({
      visivel: false,
      campos: [
        { inputName: 'descricao', visible: true, required: true, obrigatorioNoModelo: true },
        { inputName: 'ativo', visible: true, required: true, obrigatorioNoModelo: false },
      ],
    });
    // The whole section hidden: nothing in it is validated.
    expect((await salvarGrupo({})).statusCode).toBe(200);
    await configurar({ formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', visivel: true, campos: [{ inputName: 'ativo', required: true }] });
    const r = await salvarGrupo({ descricao: 'Voluntários', ativo: null });
    expect(r.json().errors).toEqual([{ field: 'ativo', message: 'Preenchimento obrigatório.' }]);
    await configurar({ formulario: 'gestaopessoas.grupo', secao: 'dadosGerais', campos: [] });
  });
});
