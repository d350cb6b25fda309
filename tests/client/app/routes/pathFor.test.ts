import { describe, expect, it } from 'vitest';
import { ENTRADAS_DO_MENU } from '../../../../src/client/app/routes/menu.ts';
import { pathFor } from '../../../../src/client/app/routes/pathFor.ts';

describe('pathFor', () => {
  it.each([
    ['login', '/login'],
    ['novasenha', '/novasenha'],
    ['recuperarsenha', '/recuperarsenha'],
    ['selecaounidade', '/selecaounidade'],
    ['planopermissao', '/planopermissao'],
    ['perfilusuario', '/perfilusuario'],
    ['perfilusuario.dados', '/perfilusuario/dados'],
    ['perfilusuario.alteracaosenha', '/perfilusuario/alteracaosenha'],
    ['gestaopessoas.lista', '/gestaopessoas/lista'],
  ])('names %s as %s', (name, path) => {
    expect(pathFor(name)).toBe(path);
  });

  it('appends a query', () => {
    expect(pathFor('login', {}, { redirect: '/gestaopessoas/lista?q=a' })).toBe(
      '/login?redirect=%2Fgestaopessoas%2Flista%3Fq%3Da',
    );
  });

  it('refuses an unknown name, naming it', () => {
    expect(() => pathFor('gestaopessoas.inexistente')).toThrow('gestaopessoas.inexistente');
  });
});

describe('the module menu', () => {
  it('grows from the route table', () => {
    expect(ENTRADAS_DO_MENU.map((rota) => [rota.menu.rotulo, rota.path, rota.permissao?.tags])).toEqual([
      ['Gestão de Pessoas', '/gestaopessoas/lista', ['gestaopessoas.pessoa.visualizar']],
      ['Registro de Intervalo', '/registrointervalo/intervalos', ['registrointervalo.intervalo.registrar']],
      [
        'Configurações',
        '/configuracoes',
        [
          'configuracoes.usuario.visualizar',
          'configuracoes.grupopermissao.visualizar',
          'configuracoes.configuracaocampo.editar',
          'configuracoes.unidade.visualizar',
          'configuracoes.setor.visualizar',
          'configuracoes.parametro.visualizar',
          'configuracoes.parametroemail.visualizar',
          'configuracoes.internacionalizacao.visualizar',
        ],
      ],
    ]);
  });
});
