import { PeopleRegular, TimerRegular } from '@fluentui/react-icons';
import { lazyPage } from '../lazy/lazyPage.tsx';
import type { FamiliaDeRotas } from './types.ts';

// One dynamic import per family: Vite puts each family in its own chunk.
const login = () => import('../../pages/login/index.ts');
const planopermissao = () => import('../../pages/planopermissao/index.ts');
const perfilusuario = () => import('../../pages/perfilusuario/index.ts');
const gestaopessoas = () => import('../../pages/gestaopessoas/index.ts');
const formularioDoCadastro = () => import('../../pages/gestaopessoas/formulario/index.ts');
const configuracaocampo = () => import('../../bespoke/configuracaocampo/index.ts');
const registrointervalo = () => import('../../pages/registrointervalo/index.ts');

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
        page: lazyPage(() => gestaopessoas().then((m) => m.CadastroDePessoasPage)),
      },
      // The engine's person form (the server leaves its module's screens out of the engine's catalogue).
      {
        name: 'gestaopessoas.pessoa.novo',
        path: '/gestaopessoas/novo',
        titulo: 'Nova pessoa',
        acesso: 'aplicacao',
        permissao: { tags: ['gestaopessoas.pessoa.editar'] },
        page: lazyPage(() => formularioDoCadastro().then((m) => m.NovaPessoaPage)),
      },
      {
        name: 'gestaopessoas.pessoa.editar',
        path: '/gestaopessoas/pessoa/:id',
        titulo: 'Pessoa',
        acesso: 'aplicacao',
        permissao: { tags: ['gestaopessoas.pessoa.visualizar'] },
        page: lazyPage(() => formularioDoCadastro().then((m) => m.EdicaoDePessoaPage)),
      },
    ],
  },
  {
    nome: 'financeiro',
    rotas: [
      // The people register in supplier mode (its route name starts with financeiro.fornecedor).
      {
        name: 'financeiro.fornecedor',
        path: '/financeiro/fornecedor',
        titulo: 'Fornecedores',
        acesso: 'aplicacao',
        permissao: { tags: ['financeiro.fornecedor.visualizar'] },
        page: lazyPage(() => gestaopessoas().then((m) => m.CadastroDePessoasPage)),
      },
      {
        name: 'financeiro.fornecedor.novo',
        path: '/financeiro/fornecedor/novo',
        titulo: 'Novo fornecedor',
        acesso: 'aplicacao',
        permissao: { tags: ['financeiro.fornecedor.editar'] },
        page: lazyPage(() => formularioDoCadastro().then((m) => m.NovoFornecedorPage)),
      },
      {
        name: 'financeiro.fornecedor.editar',
        path: '/financeiro/fornecedor/:id',
        titulo: 'Fornecedor',
        acesso: 'aplicacao',
        permissao: { tags: ['financeiro.fornecedor.visualizar'] },
        page: lazyPage(() => formularioDoCadastro().then((m) => m.EdicaoDeFornecedorPage)),
      },
    ],
  },
  {
    nome: 'registrointervalo',
    rotas: [
      // The configuration screens (gruposintervalos, tiposintervalo) come from the screen engine.
      {
        name: 'registrointervalo.intervalos',
        path: '/registrointervalo/intervalos',
        titulo: 'Intervalos',
        acesso: 'aplicacao',
        permissao: { tags: ['registrointervalo.intervalo.registrar'] },
        menu: { rotulo: 'Registro de Intervalo', icone: TimerRegular },
        page: lazyPage(() => registrointervalo().then((m) => m.IntervalosPage)),
      },
      {
        name: 'registrointervalo.relatorios',
        path: '/registrointervalo/relatorios',
        titulo: 'Relatórios de intervalos',
        acesso: 'aplicacao',
        permissao: { tags: ['registrointervalo.relatorio.emitir'] },
        page: lazyPage(() => registrointervalo().then((m) => m.RelatoriosPage)),
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
