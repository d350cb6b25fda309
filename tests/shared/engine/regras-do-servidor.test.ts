import { describe, expect, it } from 'vitest';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import { regrasDoServidor } from '../../../src/shared/engine/regras-do-servidor.ts';
import { campoVisivel } from '../../../src/shared/engine/visibilidade.ts';
import type { FieldConfig, Model } from '../../../src/shared/engine/types.ts';
import { validateRecord } from '../../../src/shared/validation/index.ts';
import { FICHA, SETOR, SETORES, telaDaFicha } from './fixtures.ts';

const FICHA_CONDICIONAL = telaDaFicha([
  'cpf',
  'email',
  { campo: 'cnpj', visivelSe: { field: 'ativo', op: 'eq', value: true } },
  'ativo',
]);

describe('regrasDoServidor', () => {
  it('gives the rules of every visible field that has some, by dotted path', () => {
    expect(regrasDoServidor(mesclarTela(SETORES, SETOR, {}), {})).toEqual({
      nome: [{ rule: 'required' }, { rule: 'maxLength', value: 60 }],
      unidade: [{ rule: 'required' }],
    });
  });

  it.each<[string, FieldConfig, unknown, string[]]>([
    ['no configuration, condition false', {}, { ativo: false }, ['cpf', 'email']],
    ['no configuration, condition true', {}, { ativo: true }, ['cpf', 'email', 'cnpj']],
    ['a field hidden by the configuration is absent', { configSecoes: { dados: [{ inputName: 'cpf', visible: false }] } }, {}, ['email']],
    ['a hidden section leaves nothing', { secoesVisiveis: { dados: false } }, { ativo: true }, []],
    [
      'a configured requirement shows only while the condition holds',
      { configSecoes: { dados: [{ inputName: 'cnpj', required: true }] } },
      {},
      ['cpf', 'email'],
    ],
  ])('%s', (_caso, config, registro, campos) => {
    expect(Object.keys(regrasDoServidor(mesclarTela(FICHA_CONDICIONAL, FICHA, config), registro))).toEqual(campos);
  });

  it('lets validateRecord accept a record missing a hidden required field and refuse one missing a visible one', () => {
    const oculto = mesclarTela(FICHA_CONDICIONAL, FICHA, { configSecoes: { dados: [{ inputName: 'cpf', visible: false }] } });
    expect(validateRecord({ email: 'a@b.org' }, regrasDoServidor(oculto, { email: 'a@b.org' }))).toEqual([]);
    const visivel = mesclarTela(FICHA_CONDICIONAL, FICHA, { configSecoes: { dados: [{ inputName: 'cnpj', required: true }] } });
    const registro = { cpf: '529.982.247-25', ativo: true };
    expect(validateRecord(registro, regrasDoServidor(visivel, registro))).toEqual([{ field: 'cnpj', message: 'Preenchimento obrigatório.' }]);
  });

  it("judges a time against its sibling (x-posteriorA) of the record being saved, not of another", () => {
    const horas: Model = {
      $id: 'janela',
      title: 'Janela',
      type: 'object',
      properties: { inicio: { type: 'string', format: 'hora' }, fim: { type: 'string', format: 'hora', 'x-posteriorA': 'inicio' } },
    };
    const tela = mesclarTela({ ...telaDaFicha(['inicio', 'fim']), modelo: 'janela' }, horas, {});
    expect(regrasDoServidor(tela, { inicio: '10:00' })['fim']).toEqual([{ rule: 'hora' }, { rule: 'horaPosterior', value: '10:00' }]);
    expect(regrasDoServidor(tela, {})['fim']).toEqual([{ rule: 'hora' }]);
    expect(validateRecord({ inicio: '10:00', fim: '09:30' }, regrasDoServidor(tela, { inicio: '10:00', fim: '09:30' }))).toEqual([
      { field: 'fim', message: 'A hora deve ser posterior a 10:00.' },
    ]);
  });

  it('is empty for a screen without a form', () => {
    const { formulario: _f, ...soLista } = SETORES;
    expect(regrasDoServidor(mesclarTela(soLista, SETOR, {}), {})).toEqual({});
  });
});

describe('campoVisivel', () => {
  const campo = (config: FieldConfig) => mesclarTela(FICHA_CONDICIONAL, FICHA, config).formulario?.secoes[0]?.campos[2];

  it.each<[string, FieldConfig, unknown, boolean]>([
    ['condition holds', {}, { ativo: true }, true],
    ['condition fails', {}, { ativo: false }, false],
    ['hidden by the configuration although the condition holds', { configSecoes: { dados: [{ inputName: 'cnpj', visible: false }] } }, { ativo: true }, false],
  ])('%s', (_caso, config, registro, visivel) => {
    const resolvido = campo(config);
    if (resolvido === undefined) throw new Error('sem campo');
    expect(campoVisivel(resolvido, registro)).toBe(visivel);
  });

  it('shows a field without a condition whenever the configuration allows', () => {
    const cpf = mesclarTela(FICHA_CONDICIONAL, FICHA, {}).formulario?.secoes[0]?.campos[0];
    expect(cpf !== undefined && campoVisivel(cpf, null)).toBe(true);
  });
});
