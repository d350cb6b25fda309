import { PeopleRegular, SettingsRegular, TimerRegular } from '@fluentui/react-icons';
import { lazyPage } from '../lazy/lazyPage.tsx';
import type { FamiliaDeRotas } from './types.ts';

// One dynamic import per family: Vite puts each family in its own chunk.
const login = () => import('../../pages/login/index.ts');
const planopermissao = () => import('../../pages/planopermissao/index.ts');
const politicaprivacidade = () => import('../../pages/politicaprivacidade/index.ts');
const versoes = () => import('../../pages/versoes/index.ts');
const ajuda = () => import('../../pages/ajuda/index.ts');
const perfilusuario = () => import('../../pages/perfilusuario/index.ts');
const mensagens = () => import('../../pages/mensagens/index.ts');
const avisos = () => import('../../pages/avisos/index.ts');
const gestaopessoas = () => import('../../pages/gestaopessoas/index.ts');
const formularioDoCadastro = () => import('../../pages/gestaopessoas/formulario/index.ts');
const configuracaocampo = () => import('../../bespoke/configuracaocampo/index.ts');
const configuracoes = () => import('../../pages/configuracoes/index.ts');
const parametro = () => import('../../pages/configuracoes/parametro/index.ts');
const parametroemail = () => import('../../pages/configuracoes/parametroemail/index.ts');
const internacionalizacao = () => import('../../pages/configuracoes/internacionalizacao/index.ts');
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
    nome: 'politicaprivacidade',
    rotas: [
      {
        name: 'politicaprivacidade',
        path: '/politicaprivacidade',
        titulo: 'Política de privacidade',
        acesso: 'publico',
        page: lazyPage(() => politicaprivacidade().then((m) => m.PoliticaPrivacidadePage)),
      },
    ],
  },
  {
    nome: 'ajuda',
    rotas: [
      {
        name: 'ajuda',
        path: '/ajuda',
        titulo: 'Ajuda',
        acesso: 'aplicacao',
        page: lazyPage(() => ajuda().then((m) => m.AjudaPage)),
      },
    ],
  },
  {
    nome: 'versoes',
    rotas: [
      {
        name: 'versoes',
        path: '/versoes',
        titulo: 'Versões',
        acesso: 'aplicacao',
        page: lazyPage(() => versoes().then((m) => m.VersoesPage)),
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
  // Reached from the top bar's envelope (and, like any family, from the module menu).
  {
    nome: 'mensagens',
    rotas: [
      {
        name: 'mensagens',
        path: '/mensagens',
        titulo: 'Mensagens',
        acesso: 'aplicacao',
        abas: [
          {
            name: 'mensagens.caixaentrada',
            path: '/mensagens/caixaentrada',
            titulo: 'Caixa de entrada',
            page: lazyPage(() => mensagens().then((m) => m.CaixaDeEntradaPage)),
          },
          {
            name: 'mensagens.enviados',
            path: '/mensagens/enviados',
            titulo: 'Enviados',
            page: lazyPage(() => mensagens().then((m) => m.EnviadosPage)),
          },
          {
            name: 'mensagens.rascunhos',
            path: '/mensagens/rascunhos',
            titulo: 'Rascunhos',
            page: lazyPage(() => mensagens().then((m) => m.RascunhosPage)),
          },
        ],
      },
      {
        name: 'mensagens.nova',
        path: '/mensagens/nova',
        titulo: 'Nova mensagem',
        acesso: 'aplicacao',
        page: lazyPage(() => mensagens().then((m) => m.NovaMensagemPage)),
      },
      {
        name: 'mensagens.rascunho.editar',
        path: '/mensagens/rascunhos/:id',
        titulo: 'Rascunho',
        acesso: 'aplicacao',
        page: lazyPage(() => mensagens().then((m) => m.RascunhoPage)),
      },
      {
        name: 'mensagens.conversa',
        path: '/mensagens/conversas/:id',
        titulo: 'Conversa',
        acesso: 'aplicacao',
        page: lazyPage(() => mensagens().then((m) => m.ConversaPage)),
      },
      {
        name: 'mensagens.filtros',
        path: '/mensagens/filtros',
        titulo: 'Filtros de mensagens',
        acesso: 'aplicacao',
        page: lazyPage(() => mensagens().then((m) => m.FiltrosPage)),
      },
    ],
  },
  // Reached from the top bar's bell.
  {
    nome: 'avisos',
    rotas: [
      {
        name: 'avisos',
        path: '/avisos',
        titulo: 'Avisos',
        acesso: 'aplicacao',
        page: lazyPage(() => avisos().then((m) => m.AvisosPage)),
      },
      {
        name: 'avisos.novo',
        path: '/avisos/novo',
        titulo: 'Publicar aviso',
        acesso: 'aplicacao',
        permissao: { tags: ['avisos.aviso.publicar'] },
        page: lazyPage(() => avisos().then((m) => m.PublicarAvisoPage)),
      },
      {
        name: 'avisos.publicados',
        path: '/avisos/publicados',
        titulo: 'Avisos publicados',
        acesso: 'aplicacao',
        permissao: { tags: ['avisos.aviso.publicar'] },
        page: lazyPage(() => avisos().then((m) => m.PublicadosPage)),
      },
      {
        name: 'avisos.leituras',
        path: '/avisos/publicados/:id',
        titulo: 'Leituras do aviso',
        acesso: 'aplicacao',
        permissao: { tags: ['avisos.aviso.publicar'] },
        page: lazyPage(() => avisos().then((m) => m.LeiturasPage)),
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
      {
        name: 'gestaopessoas.pessoa.importacao',
        path: '/gestaopessoas/importacao',
        titulo: 'Importação de pessoas',
        acesso: 'aplicacao',
        permissao: { tags: ['gestaopessoas.pessoa.importar'] },
        page: lazyPage(() => gestaopessoas().then((m) => m.ImportacaoDePessoasPage)),
      },
      {
        name: 'gestaopessoas.pessoa.importacao.resultado',
        path: '/gestaopessoas/importacao/resultado',
        titulo: 'Resultado da importação',
        acesso: 'aplicacao',
        permissao: { tags: ['gestaopessoas.pessoa.importar'] },
        page: lazyPage(() => gestaopessoas().then((m) => m.ResultadoDaImportacaoPage)),
      },
      {
        name: 'gestaopessoas.relatorios',
        path: '/gestaopessoas/relatorios',
        titulo: 'Relatórios de pessoas',
        acesso: 'aplicacao',
        permissao: { tags: ['gestaopessoas.pessoa.imprimir'] },
        page: lazyPage(() => gestaopessoas().then((m) => m.RelatoriosDePessoasPage)),
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
      // The family's root: a card per screen of it the user may open (those below and the
      // engine's); any tag of its screens shows it (the engine's screens' tags included).
      {
        name: 'configuracoes',
        path: '/configuracoes',
        titulo: 'Configurações',
        acesso: 'aplicacao',
        permissao: {
          tags: [
            'configuracoes.usuario.visualizar',
            'configuracoes.grupopermissao.visualizar',
            'configuracoes.configuracaocampo.editar',
            'configuracoes.unidade.visualizar',
            'configuracoes.setor.visualizar',
            'configuracoes.parametro.visualizar',
            'configuracoes.parametroemail.visualizar',
            'configuracoes.internacionalizacao.visualizar',
          ],
          any: true,
        },
        menu: { rotulo: 'Configurações', icone: SettingsRegular },
        page: lazyPage(() => configuracoes().then((m) => m.ConfiguracoesPage)),
      },
      // Users and permission groups: engine lists and forms over hand-written modules (x-modulo
      // models), so their routes are named here. Units and sectors come from the screen engine.
      {
        name: 'configuracoes.usuarios',
        path: '/configuracoes/usuarios',
        titulo: 'Usuários',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.usuario.visualizar'] },
        page: lazyPage(() => configuracoes().then((m) => m.UsuariosPage)),
      },
      {
        name: 'configuracoes.usuarios.novo',
        path: '/configuracoes/usuarios/novo',
        titulo: 'Novo usuário',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.usuario.editar'] },
        page: lazyPage(() => configuracoes().then((m) => m.NovoUsuarioPage)),
      },
      {
        name: 'configuracoes.usuarios.editar',
        path: '/configuracoes/usuarios/:id',
        titulo: 'Usuário',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.usuario.visualizar'] },
        page: lazyPage(() => configuracoes().then((m) => m.EdicaoDeUsuarioPage)),
      },
      {
        name: 'configuracoes.grupopermissao',
        path: '/configuracoes/grupopermissao',
        titulo: 'Grupos de permissão',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.grupopermissao.visualizar'] },
        page: lazyPage(() => configuracoes().then((m) => m.GruposPermissaoPage)),
      },
      {
        name: 'configuracoes.grupopermissao.novo',
        path: '/configuracoes/grupopermissao/novo',
        titulo: 'Novo grupo de permissão',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.grupopermissao.editar'] },
        page: lazyPage(() => configuracoes().then((m) => m.NovoGrupoPermissaoPage)),
      },
      {
        name: 'configuracoes.grupopermissao.editar',
        path: '/configuracoes/grupopermissao/:id',
        titulo: 'Grupo de permissão',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.grupopermissao.visualizar'] },
        page: lazyPage(() => configuracoes().then((m) => m.EdicaoDeGrupoPermissaoPage)),
      },
      // The other screens of the family come from the screen engine (GET /api/telas).
      {
        name: 'configuracoes.configuracaocampo',
        path: '/configuracoes/configuracaocampo',
        titulo: 'Configuração de campos',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.configuracaocampo.editar'] },
        page: lazyPage(() => configuracaocampo().then((m) => m.ConfiguracaoCampoPage)),
      },
      {
        name: 'configuracoes.parametro',
        path: '/configuracoes/parametro',
        titulo: 'Parâmetros',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.parametro.visualizar'] },
        page: lazyPage(() => parametro().then((m) => m.ParametrosPage)),
      },
      {
        name: 'configuracoes.parametroemail',
        path: '/configuracoes/parametroemail',
        titulo: 'Parâmetros de e-mail',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.parametroemail.visualizar'] },
        page: lazyPage(() => parametroemail().then((m) => m.ParametrosEmailPage)),
      },
      {
        name: 'configuracoes.internacionalizacao',
        path: '/configuracoes/internacionalizacao',
        titulo: 'Internacionalização',
        acesso: 'aplicacao',
        permissao: { tags: ['configuracoes.internacionalizacao.visualizar'] },
        page: lazyPage(() => internacionalizacao().then((m) => m.InternacionalizacaoPage)),
      },
    ],
  },
];
