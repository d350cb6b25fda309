import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAVES_DE_PARAMETRO, PADROES_DOS_PARAMETROS } from '../../../src/shared/api/parametros.ts';
import { ajusteValido, ajustaveis, conferirAjustes } from '../../../src/shared/engine/ajustes.ts';
import type { Model } from '../../../src/shared/engine/types.ts';
import { validarModelo } from '../../../src/shared/engine/validar-modelo.ts';

// schemas/parametro.json is the parameters' source of labels, rules and defaults; the typed
// values (ValoresDosParametros) and the screens' fallback defaults must say the same.

const MODELO = JSON.parse(readFileSync(new URL('../../../schemas/parametro.json', import.meta.url), 'utf8')) as Model;

describe('the parameters model', () => {
  it('is a valid model with exactly the typed keys, the logo read-only (its upload sets it)', () => {
    expect(validarModelo(MODELO)).toEqual([]);
    expect(Object.keys(MODELO.properties)).toEqual(CHAVES_DE_PARAMETRO);
    expect(ajustaveis(MODELO).map(([chave]) => chave)).toEqual(CHAVES_DE_PARAMETRO.filter((c) => c !== 'logo'));
  });

  it('gives the defaults the screens fall back on, and each passes its own rules', () => {
    for (const [chave, p] of ajustaveis(MODELO)) {
      expect(p.default, chave).toEqual(PADROES_DOS_PARAMETROS[chave as keyof typeof PADROES_DOS_PARAMETROS]);
      expect(ajusteValido(MODELO, chave, p.default), chave).toBe(true);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['idle minutes below 5', { sessaoInativaMinutos: 4 }, 'sessaoInativaMinutos', 'O valor deve ser maior ou igual a 5.'],
    ['a page of 101', { tamanhoDePagina: 101 }, 'tamanhoDePagina', 'O valor deve ser menor ou igual a 100.'],
    ['a tile URL over http', { urlDosTiles: 'http://t.ex.org/{z}/{x}/{y}' }, 'urlDosTiles', 'Use um endereço que comece com https://.'],
    ['an unknown time zone', { fusoHorario: 'Lua/Base' }, 'fusoHorario', 'Fuso horário desconhecido.'],
    ['an empty name', { nomeDaInstituicao: '' }, 'nomeDaInstituicao', 'Preenchimento obrigatório.'],
  ])('refuses %s with the rule the screen shows', (_caso, corpo, field, message) => {
    expect(conferirAjustes(MODELO, corpo, PADROES_DOS_PARAMETROS).erros).toEqual([{ field, message }]);
  });
});
