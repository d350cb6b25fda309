import type { ComponentType } from 'react';
import { lazyPage } from '../lazy/lazyPage.tsx';
import type { NomeDePagina } from './familias/index.ts';

// The page of each route name: the only module that imports pages, and no page imports it.
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
const importacaoDePessoas = () => import('../../pages/gestaopessoas/importacao/index.ts');
const configuracaocampo = () => import('../../bespoke/configuracaocampo/index.ts');
const configuracoes = () => import('../../pages/configuracoes/index.ts');
const parametro = () => import('../../pages/configuracoes/parametro/index.ts');
const parametroemail = () => import('../../pages/configuracoes/parametroemail/index.ts');
const internacionalizacao = () => import('../../pages/configuracoes/internacionalizacao/index.ts');
const registrointervalo = () => import('../../pages/registrointervalo/index.ts');
const geracaotitulos = () => import('../../pages/financeiro/geracaotitulos/index.ts');
const movimento = () => import('../../pages/financeiro/movimento/index.ts');
const conciliacaoOfx = () => import('../../pages/financeiro/conciliacao/ofx/index.ts');
const conciliacaoCasamento = () => import('../../pages/financeiro/conciliacao/casamento/index.tsx');
const contabilidade = () => import('../../pages/financeiro/contabilidade/index.ts');
const fechamento = () => import('../../pages/financeiro/fechamento/index.ts');
const relatoriosFinanceiros = () => import('../../pages/financeiro/relatorios/index.ts');
const planoorcamentario = () => import('../../pages/financeiro/planoorcamentario/index.ts');
const projetos = () => import('../../pages/projetos/index.ts');
const relatoriosDaAprovacao = () => import('../../pages/aprovacaofinanceira/relatorios/index.ts');
const relatoriosDeSuprimentos = () => import('../../pages/suprimentos/relatorios/index.ts');
const painel = () => import('../../pages/financeiro/painel/index.ts');

export const PAGINAS: Readonly<Record<NomeDePagina, ComponentType>> = {
  login: lazyPage(() => login().then((m) => m.LoginPage)),
  recuperarsenha: lazyPage(() => login().then((m) => m.RecuperarSenhaPage)),
  novasenha: lazyPage(() => login().then((m) => m.NovaSenhaPage)),
  selecaounidade: lazyPage(() => login().then((m) => m.SelecaoUnidadePage)),
  planopermissao: lazyPage(() => planopermissao().then((m) => m.PlanoPermissaoPage)),
  politicaprivacidade: lazyPage(() => politicaprivacidade().then((m) => m.PoliticaPrivacidadePage)),
  ajuda: lazyPage(() => ajuda().then((m) => m.AjudaPage)),
  versoes: lazyPage(() => versoes().then((m) => m.VersoesPage)),
  'perfilusuario.dados': lazyPage(() => perfilusuario().then((m) => m.DadosPage)),
  'perfilusuario.alteracaosenha': lazyPage(() => perfilusuario().then((m) => m.AlteracaoSenhaPage)),
  'mensagens.caixaentrada': lazyPage(() => mensagens().then((m) => m.CaixaDeEntradaPage)),
  'mensagens.enviados': lazyPage(() => mensagens().then((m) => m.EnviadosPage)),
  'mensagens.rascunhos': lazyPage(() => mensagens().then((m) => m.RascunhosPage)),
  'mensagens.nova': lazyPage(() => mensagens().then((m) => m.NovaMensagemPage)),
  'mensagens.rascunho.editar': lazyPage(() => mensagens().then((m) => m.RascunhoPage)),
  'mensagens.conversa': lazyPage(() => mensagens().then((m) => m.ConversaPage)),
  'mensagens.filtros': lazyPage(() => mensagens().then((m) => m.FiltrosPage)),
  avisos: lazyPage(() => avisos().then((m) => m.AvisosPage)),
  'avisos.novo': lazyPage(() => avisos().then((m) => m.PublicarAvisoPage)),
  'avisos.publicados': lazyPage(() => avisos().then((m) => m.PublicadosPage)),
  'avisos.leituras': lazyPage(() => avisos().then((m) => m.LeiturasPage)),
  'gestaopessoas.lista': lazyPage(() => gestaopessoas().then((m) => m.CadastroDePessoasPage)),
  'gestaopessoas.pessoa.novo': lazyPage(() => formularioDoCadastro().then((m) => m.NovaPessoaPage)),
  'gestaopessoas.pessoa.editar': lazyPage(() => formularioDoCadastro().then((m) => m.EdicaoDePessoaPage)),
  'gestaopessoas.pessoa.importacao': lazyPage(() => importacaoDePessoas().then((m) => m.ImportacaoDePessoasPage)),
  'gestaopessoas.pessoa.importacao.resultado': lazyPage(() => importacaoDePessoas().then((m) => m.ResultadoDaImportacaoPage)),
  'gestaopessoas.relatorios': lazyPage(() => gestaopessoas().then((m) => m.RelatoriosDePessoasPage)),
  // The people register in supplier mode.
  'financeiro.fornecedor': lazyPage(() => gestaopessoas().then((m) => m.CadastroDePessoasPage)),
  'financeiro.fornecedor.novo': lazyPage(() => formularioDoCadastro().then((m) => m.NovoFornecedorPage)),
  'financeiro.fornecedor.editar': lazyPage(() => formularioDoCadastro().then((m) => m.EdicaoDeFornecedorPage)),
  'financeiro.geracaotitulos': lazyPage(() => geracaotitulos().then((m) => m.GeracaoDeTitulosPage)),
  'financeiro.extrato': lazyPage(() => movimento().then((m) => m.ExtratoPage)),
  'financeiro.fluxocaixa': lazyPage(() => movimento().then((m) => m.FluxoDeCaixaPage)),
  'financeiro.conciliacao.ofx': lazyPage(() => conciliacaoOfx().then((m) => m.ImportacaoOfxPage)),
  'financeiro.conciliacao.despesa': lazyPage(() => conciliacaoCasamento().then((m) => m.ConciliacaoDespesaPage)),
  'financeiro.conciliacao.receita': lazyPage(() => conciliacaoCasamento().then((m) => m.ConciliacaoReceitaPage)),
  'financeiro.conciliacao.fechamento': lazyPage(() => conciliacaoCasamento().then((m) => m.FechamentoPage)),
  'financeiro.relatorios': lazyPage(() => relatoriosFinanceiros().then((m) => m.RelatoriosFinanceirosPage)),
  'financeiro.contabilidade.lancamentos': lazyPage(() => contabilidade().then((m) => m.LancamentosContabeisPage)),
  'financeiro.contabilidade.planocontas': lazyPage(() => contabilidade().then((m) => m.PlanoDeContasPage)),
  'financeiro.contabilidade.extratos': lazyPage(() => contabilidade().then((m) => m.ExtratosContabeisPage)),
  'financeiro.contabilidade.parametros': lazyPage(() => contabilidade().then((m) => m.ParametrosContabeisPage)),
  'financeiro.contabilidade.fechamento': lazyPage(() => fechamento().then((m) => m.FechamentoPage)),
  'financeiro.planoorcamentario.orcamento': lazyPage(() => planoorcamentario().then((m) => m.OrcamentoPage)),
  'financeiro.planoorcamentario.fechamento': lazyPage(() => planoorcamentario().then((m) => m.FechamentoDoOrcamentoPage)),
  'financeiro.dashboard.geral': lazyPage(() => painel().then((m) => m.PainelGeralPage)),
  'financeiro.dashboard.despesas': lazyPage(() => painel().then((m) => m.PainelDeDespesasPage)),
  'financeiro.dashboard.receitas': lazyPage(() => painel().then((m) => m.PainelDeReceitasPage)),
  'financeiro.graficos': lazyPage(() => painel().then((m) => m.GraficosPage)),
  'registrointervalo.intervalos': lazyPage(() => registrointervalo().then((m) => m.IntervalosPage)),
  'registrointervalo.relatorios': lazyPage(() => registrointervalo().then((m) => m.RelatoriosPage)),
  projetos: lazyPage(() => projetos().then((m) => m.ProjetosPage)),
  'projetos.novo': lazyPage(() => projetos().then((m) => m.NovoProjetoPage)),
  'projetos.editar': lazyPage(() => projetos().then((m) => m.ProjetoPage)),
  'projetos.configuracoes.subsecoes': lazyPage(() => projetos().then((m) => m.SubsecoesDoProjetoPage)),
  'aprovacaofinanceira.relatorios': lazyPage(() => relatoriosDaAprovacao().then((m) => m.RelatoriosDaAprovacaoPage)),
  'suprimentos.relatorios': lazyPage(() => relatoriosDeSuprimentos().then((m) => m.RelatoriosDeSuprimentosPage)),
  configuracoes: lazyPage(() => configuracoes().then((m) => m.ConfiguracoesPage)),
  'configuracoes.usuarios': lazyPage(() => configuracoes().then((m) => m.UsuariosPage)),
  'configuracoes.usuarios.novo': lazyPage(() => configuracoes().then((m) => m.NovoUsuarioPage)),
  'configuracoes.usuarios.editar': lazyPage(() => configuracoes().then((m) => m.EdicaoDeUsuarioPage)),
  'configuracoes.grupopermissao': lazyPage(() => configuracoes().then((m) => m.GruposPermissaoPage)),
  'configuracoes.grupopermissao.novo': lazyPage(() => configuracoes().then((m) => m.NovoGrupoPermissaoPage)),
  'configuracoes.grupopermissao.editar': lazyPage(() => configuracoes().then((m) => m.EdicaoDeGrupoPermissaoPage)),
  'configuracoes.configuracaocampo': lazyPage(() => configuracaocampo().then((m) => m.ConfiguracaoCampoPage)),
  'configuracoes.parametro': lazyPage(() => parametro().then((m) => m.ParametrosPage)),
  'configuracoes.parametroemail': lazyPage(() => parametroemail().then((m) => m.ParametrosEmailPage)),
  'configuracoes.internacionalizacao': lazyPage(() => internacionalizacao().then((m) => m.InternacionalizacaoPage)),
};
