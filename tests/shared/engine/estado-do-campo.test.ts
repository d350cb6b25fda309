import { describe, expect, it } from 'vitest';
import { estadoDoCampo, type EstadoDoCampo } from '../../../src/shared/engine/estado-do-campo.ts';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import { regrasDoServidor } from '../../../src/shared/engine/regras-do-servidor.ts';
import type { CampoDoFormularioObjeto, FieldConfig } from '../../../src/shared/engine/types.ts';
import { validateRecord } from '../../../src/shared/validation/index.ts';
import { FICHA, telaDaFicha } from './fixtures.ts';

// The state rules of a form field: hidden, required or read-only when a condition on the record
// holds. visivelSe, ocultoSe and obrigatorioSe read the record being edited; somenteLeituraSe the
// record as stored (none for a new one).

const PAGA = { field: 'situacao', op: 'eq', value: 'SUSPENSA' } as const;

function campo(descrito: Omit<CampoDoFormularioObjeto, 'campo'>, config: FieldConfig = {}, nome = 'valor') {
  const resolvido = mesclarTela(telaDaFicha([{ campo: nome, ...descrito }, 'situacao', 'ativo']), FICHA, config).formulario?.secoes[0]?.campos[0];
  if (resolvido === undefined) throw new Error('sem campo');
  return resolvido;
}

const estado = (visivel: boolean, obrigatorio: boolean, somenteLeitura: boolean): EstadoDoCampo => ({ visivel, obrigatorio, somenteLeitura });

describe('estadoDoCampo', () => {
  it.each<[string, Omit<CampoDoFormularioObjeto, 'campo'>, unknown, unknown, EstadoDoCampo]>([
    ['no rule', {}, {}, null, estado(true, false, false)],
    ['ocultoSe holding hides', { ocultoSe: { field: 'ativo', op: 'eq', value: false } }, { ativo: false }, null, estado(false, false, false)],
    ['ocultoSe not holding shows', { ocultoSe: { field: 'ativo', op: 'eq', value: false } }, { ativo: true }, null, estado(true, false, false)],
    ['visivelSe and ocultoSe both asked', { visivelSe: { field: 'ativo', op: 'eq', value: true }, ocultoSe: PAGA }, { ativo: true, situacao: 'SUSPENSA' }, null, estado(false, false, false)],
    ['obrigatorioSe holding requires', { obrigatorioSe: { field: 'ativo', op: 'eq', value: true } }, { ativo: true }, null, estado(true, true, false)],
    ['obrigatorioSe not holding', { obrigatorioSe: { field: 'ativo', op: 'eq', value: true } }, { ativo: false }, null, estado(true, false, false)],
    ['obrigatorioSe on a hidden field requires nothing', { obrigatorioSe: { field: 'ativo', op: 'eq', value: true }, ocultoSe: { field: 'ativo', op: 'eq', value: true } }, { ativo: true }, null, estado(false, false, false)],
    ['somenteLeituraSe reads the stored record', { somenteLeituraSe: PAGA }, { situacao: 'ATIVA' }, { situacao: 'SUSPENSA' }, estado(true, false, true)],
    ['somenteLeituraSe ignores the edited record', { somenteLeituraSe: PAGA }, { situacao: 'SUSPENSA' }, { situacao: 'ATIVA' }, estado(true, false, false)],
    ['a new record is never read-only by state', { somenteLeituraSe: PAGA }, { situacao: 'SUSPENSA' }, null, estado(true, false, false)],
    ['read-only by state is not required', { somenteLeituraSe: PAGA, obrigatorioSe: { field: 'ativo', op: 'eq', value: true } }, { ativo: true }, { situacao: 'SUSPENSA' }, estado(true, false, true)],
  ])('%s', (_caso, descrito, registro, armazenado, esperado) => {
    expect(estadoDoCampo(campo(descrito), registro, armazenado)).toEqual(esperado);
  });

  it('keeps what the configuration and the model fix: hidden stays hidden, required stays required', () => {
    const oculto = campo({ obrigatorioSe: { field: 'ativo', op: 'eq', value: true } }, { configSecoes: { dados: [{ inputName: 'valor', visible: false }] } });
    expect(estadoDoCampo(oculto, { ativo: true }, null)).toEqual(estado(false, false, false));
    const cpf = campo({ obrigatorioSe: { field: 'ativo', op: 'eq', value: true } }, {}, 'cpf');
    expect(estadoDoCampo(cpf, { ativo: false }, null)).toEqual(estado(true, true, false));
  });
});

describe('regrasDoServidor with state rules', () => {
  const tela = mesclarTela(
    telaDaFicha([
      { campo: 'valor', somenteLeituraSe: PAGA, obrigatorioSe: { field: 'ativo', op: 'eq', value: true } },
      { campo: 'email', ocultoSe: { field: 'ativo', op: 'eq', value: false } },
      'situacao',
      'ativo',
    ]),
    FICHA,
    {},
  );

  it('requires a field while obrigatorioSe holds, before its own rules', () => {
    const proprias = regrasDoServidor(tela, { ativo: false })['valor'] ?? [];
    expect(proprias).toContainEqual({ rule: 'min', value: 0.01, money: true });
    expect(proprias).not.toContainEqual({ rule: 'required' });
    expect(regrasDoServidor(tela, { ativo: true })['valor']).toEqual([{ rule: 'required' }, ...proprias]);
    expect(validateRecord({ ativo: true }, regrasDoServidor(tela, { ativo: true }))).toEqual([{ field: 'valor', message: 'Preenchimento obrigatório.' }]);
  });

  it('leaves out a field hidden by ocultoSe and one read-only for the stored record', () => {
    expect(Object.keys(regrasDoServidor(tela, { ativo: false }))).toEqual(['valor']);
    expect(Object.keys(regrasDoServidor(tela, { ativo: true }, { situacao: 'SUSPENSA' }))).toEqual(['email']);
  });
});
