import { describe, expect, it } from 'vitest';
import { rotasDoFormulario } from '../../../src/shared/engine/rotas.ts';
import type { Descriptor } from '../../../src/shared/engine/types.ts';

const DESCRITOR: Descriptor = {
  rota: { name: 'financeiro.geracaotitulos.titulosadefinir', path: '/financeiro/geracaotitulos/titulosadefinir' },
  titulo: 'Títulos a definir',
  recurso: '/api/financeiro/titulosadefinir',
  modelo: 'tituloADefinir',
  tags: { visualizar: 'x.visualizar', editar: 'x.editar' },
  lista: { colunas: ['descricao'] },
  formulario: { secoes: [{ nome: 'ajuste', campos: ['valor'] }] },
};

describe("a list's form routes", () => {
  it('are <path>/novo and <path>/:id', () => {
    expect(rotasDoFormulario(DESCRITOR)).toEqual({
      novo: { name: 'financeiro.geracaotitulos.titulosadefinir.novo', path: '/financeiro/geracaotitulos/titulosadefinir/novo' },
      editar: { name: 'financeiro.geracaotitulos.titulosadefinir.editar', path: '/financeiro/geracaotitulos/titulosadefinir/:id' },
    });
  });

  it('have no new record when the records come from elsewhere (semInclusao)', () => {
    const { novo, editar } = rotasDoFormulario({ ...DESCRITOR, formulario: { ...DESCRITOR.formulario!, semInclusao: true } });
    expect(novo).toBeNull();
    expect(editar?.path).toBe('/financeiro/geracaotitulos/titulosadefinir/:id');
  });
});
