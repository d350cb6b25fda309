import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas, type CatalogoDeTelas } from '../../../src/server/resources/index.ts';
import { prepararRecursos } from '../../../src/server/resources/recurso.ts';
import { pastaDeTelas, type PastaDeTelas } from './ajudantes.ts';

// A model with x-modulo belongs to a hand-written server module: the engine maps no table
// for it and serves no generic routes for its screens, which may then share one resource.

const modelo = {
  $id: 'contato',
  title: 'Contato',
  type: 'object',
  'x-modulo': true,
  'x-recurso': '/api/contatos',
  required: ['nome'],
  properties: { id: { type: 'integer', readOnly: true }, nome: { type: 'string', title: 'Nome', maxLength: 60 } },
};
const tela = (name: string, path: string) => ({
  rota: { name, path },
  titulo: name,
  recurso: '/api/contatos',
  modelo: 'contato',
  tags: { visualizar: 'gestaopessoas.pessoa.visualizar' },
  formulario: { secoes: [{ nome: 'dados', campos: ['nome'] }] },
});

let pasta: PastaDeTelas;
let catalogo: CatalogoDeTelas;
beforeAll(async () => {
  pasta = await pastaDeTelas({
    'modelos/contato.json': modelo,
    'telas/a/contatos.json': tela('a.contatos', '/a/contatos'),
    'telas/b/contatos.json': tela('b.contatos', '/b/contatos'),
  });
  catalogo = await carregarCatalogoDeTelas(pasta);
});
afterAll(() => pasta.remover());

describe('x-modulo', () => {
  it('loads two screens over one resource, with no table and no generic resource', () => {
    expect(catalogo.telas.map((t) => t.descritor.rota.name).sort()).toEqual(['a.contatos', 'b.contatos']);
    expect(catalogo.mapas.size).toBe(0);
    expect(prepararRecursos(catalogo)).toEqual([]);
  });
});
