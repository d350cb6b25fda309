import { PeopleRegular } from '@fluentui/react-icons';
import { lazyPage } from '../lazy/lazyPage.tsx';
import type { FamiliaDeRotas } from './types.ts';

// One dynamic import per family: Vite puts each family in its own chunk.
const login = () => import('../../pages/login/index.ts');
const planopermissao = () => import('../../pages/planopermissao/index.ts');
const perfilusuario = () => import('../../pages/perfilusuario/index.ts');
const gestaopessoas = () => import('../../pages/gestaopessoas/index.ts');
const configuracaocampo = () => import('../../bespoke/configuracaocampo/index.ts');

/** Where the root path and unknown paths lead. */
export const ROTA_INICIAL = 'gestaopessoas.lista';

export const FAMILIAS: readonly FamiliaDeRotas[] = [
  {
    nome: 'login',
    rotas: [
      {
        name: 'login',
        path: '/login',
        titulo: 'Entrar',
        acesso: 'visitante',
        page: lazyPage(() => login().then((m) => m.LoginPage)),
      },
      {
        name: 'recuperarsenha',
        path: '/recuperarsenha',
        titulo: 'Recuperar senha',
        acesso: 'publico',
        page: lazyPage(() => login().then((m) => m.RecuperarSenhaPage)),
      },
      {
        name: 'novasenha',
        path: '/novasenha',
        titulo: 'Nova senha',
        acesso: 'publico',
        page: lazyPage(() => login().then((m) => m.NovaSenhaPage)),
      },
      {
        name: 'selecaounidade',
        path: '/selecaounidade',
        titulo: 'Seleção de unidade',
        acesso: 'sessao',
        page: lazyPage(() => login().then((m) => m.SelecaoUnidadePage)),
      },
    ],
  },
  {
    nome: 'planopermissao',
    rotas: [
      {
        name: 'planopermissao',
        path: '/planopermissao',
        titulo: 'Plano de permissões',
        acesso: 'publico',
        page: lazyPage(() => planopermissao().then((m) => m.PlanoPermissaoPage)),
      },
    ],
  },
  {
    nome: 'perfilusuario',
    rotas: [
      {
        name: 'perfilusuario',
        path: '/perfilusuario',
        titulo: 'Meu perfil',
        acesso: 'aplicacao',
        abas: [
          {
            name: 'perfilusuario.dados',
            path: '/perfilusuario/dados',
            titulo: 'Dados',
            page: lazyPage(() => perfilusuario().then((m) => m.DadosPage)),
          },
          {
            name: 'perfilusuario.alteracaosenha',
            path: '/perfilusuario/alteracaosenha',
            titulo: 'Alteração de senha',
            page: lazyPage(() => perfilusuario().then((m) => m.AlteracaoSenhaPage)),
          },
        ],
      },
    ],
  },
  {
    nome: 'gestaopessoas',
    rotas: [
      {
        name: 'gestaopessoas.lista',
        path: '/gestaopessoas/lista',
        titulo: 'Pessoas',
        acesso: 'aplicacao',
        permissao: { tags: ['gestaopessoas.pessoa.visualizar'] },
        menu: { rotulo: 'Gestão de Pessoas', icone: PeopleRegular },
        page: lazyPage(() => gestaopessoas().then((m) => m.ListaPessoasPage)),
      },
    ],
  },
  {
    nome: 'configuracoes',
    rotas: [
      // The other screens of the family come from the screen engine (GET /api/telas).
      {
        name: 'configuracoes.configuracaocampo',
        path: '/configuracoes/configuracaocampo',
        titulo: 'Configuração de campos',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.configuracaocampo.editar'] },
        page: lazyPage(() => configuracaocampo().then((m) => m.ConfiguracaoCampoPage)),
      },
    ],
  },
];
