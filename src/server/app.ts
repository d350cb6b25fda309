import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import { carregarAuthtokens } from './auth/authtoken.ts';
import { criarArquivos } from './arquivos.ts';
import { PASTA_CLIENTE } from './caminhos.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { criarCarteiro } from './email.ts';
import { servirCliente } from './http/cliente.ts';
import { instalarGuarda } from './http/guarda.ts';
import { instalarLimitePublico } from './http/limite-publico.ts';
import { contagemNoRedis } from './http/contagem-redis.ts';
import { opcoesDeLog } from './http/log.ts';
import { instalarRotasServidas } from './http/rotas-servidas.ts';
import { instalarTratamentoDeErros } from './http/tratamento-erros.ts';
import { compiladorDaAplicacao, instalarCorpoAusente } from './http/validacao.ts';
import { rotasDeAuthtokens } from './modules/autenticacao/authtokens.ts';
import { rotasDeLogin } from './modules/autenticacao/login.ts';
import { rotasDeRecuperacao } from './modules/autenticacao/recuperacao.ts';
import { rotasDoCatalogo } from './modules/catalogo/rotas.ts';
import { rotasDeContexto } from './modules/contexto/rotas.ts';
import { rotasDeI18n } from './modules/i18n/rotas.ts';
import { rotasDeModelos } from './modules/modelos/rotas.ts';
import { rotasDePerfil } from './modules/perfil/rotas.ts';
import { rotasDePessoas } from './modules/pessoas/rotas.ts';
import { registrarImportacaoDePessoas } from './modules/pessoas/importacao/index.ts';
import { rotasDaPoliticaDePrivacidade } from './modules/politicaprivacidade/rotas.ts';
import { rotasDaLgpd } from './modules/pessoas/lgpd/rotas.ts';
import { rotasDeCidades } from './modules/cidades/rotas.ts';
import { rotasDeUsuarios } from './modules/usuarios/rotas.ts';
import { registrarGanchosDosModulos } from './modules/ganchos.ts';
import { rotasDeGruposDePermissao } from './modules/grupospermissao/rotas.ts';
import { agendamentoDoAnuncio } from './modules/registrointervalo/anuncio.ts';
import { registrarGeracaoDeTitulos, rotaDaGeracaoDeTitulos } from './modules/financeiro/fixos/rotas.ts';
import { registrarRelatoriosDeIntervalo, rotasDosRelatoriosDeIntervalo } from './modules/registrointervalo/relatorios/rotas.ts';
import { registrarRelatoriosDePessoas, rotasDosRelatoriosDePessoas } from './modules/pessoas/relatorios/rotas.ts';
import { registrarGanchosDoRegistroDeIntervalo } from './modules/registrointervalo/ganchos.ts';
import { rotasDoRegistroDeIntervalo } from './modules/registrointervalo/rotas.ts';
import { rotasDeMensagens } from './modules/mensagens/rotas.ts';
import { rotasDeAvisos } from './modules/avisos/rotas.ts';
import { agendamentoDosComunicados } from './modules/comunicados/anuncio.ts';
import { rotasDeComunicados } from './modules/comunicados/rotas.ts';
import { registrarRecibos } from './modules/financeiro/recibos/rotas.ts';
import { rotaDosParcelamentos } from './modules/financeiro/titulos/parcelamentos.ts';
import { rotasDoTitulo } from './modules/financeiro/titulos/rotas-do-titulo.ts';
import { rotasDoMovimento } from './modules/financeiro/movimento/rotas.ts';
import { rotasDoCasamento } from './modules/financeiro/conciliacao/casamento/rotas.ts';
import { rotasDoOfx } from './modules/financeiro/conciliacao/ofx/rotas.ts';
import { rotasDaContabilidade } from './modules/financeiro/contabilidade/rotas.ts';
import { rotasDoFechamento } from './modules/financeiro/fechamento/rotas.ts';
import { rotasDoPainel } from './modules/financeiro/painel/rotas.ts';
import { rotasDoPlanoOrcamentario } from './modules/financeiro/planoorcamentario/rotas.ts';
import { rotasDosProjetos } from './modules/projetos/rotas.ts';
import { agendamentoDaDepreciacao } from './modules/patrimonio/agendamento.ts';
import { rotasDoPatrimonio } from './modules/patrimonio/rotas.ts';
import { rotasDoCebas } from './modules/cebas/rotas.ts';
import { rotasPublicasDaTransparencia } from './modules/portaltransparencia/publico.ts';
import { rotasDasReceitasPorFonte } from './modules/portaltransparencia/receitas.ts';
import { rotaDasImagensDoCarrossel } from './modules/portaltransparencia/carrossel.ts';
import { rotasDoInventario } from './modules/patrimonio/inventario/rotas.ts';
import { termoDeResponsabilidade } from './modules/patrimonio/termo.ts';
import { tarefaDasEtiquetas } from './modules/patrimonio/etiquetas.ts';
import { registrarRelatoriosDoPatrimonio, rotasDosRelatoriosDoPatrimonio } from './modules/patrimonio/relatorios/rotas.ts';
import { rotasDasDoacoes } from './modules/doacao/rotas.ts';
import { rotasPublicasDasDoacoes } from './modules/doacao/publico.ts';
import { agendamentoDasColaboracoes } from './modules/doacao/agendamento.ts';
import { registrarRelatoriosDeDoacoes, rotasDosRelatoriosDeDoacoes } from './modules/doacao/relatorios/rotas.ts';
import { rotasDoTelemarketing } from './modules/mobilizacao/telemarketing/rotas.ts';
import { rotasDaConsulta } from './modules/mobilizacao/consulta.ts';
import { rotasDaCobranca } from './modules/mobilizacao/cobranca/rotas.ts';
import { registrarRelatoriosDaMobilizacao, rotasDosRelatoriosDaMobilizacao } from './modules/mobilizacao/relatorios/rotas.ts';
import { relatorioDoExtrato } from './modules/financeiro/movimento/relatorio.ts';
import { registrarRelatoriosFinanceiros, rotasDosRelatoriosFinanceiros } from './modules/financeiro/relatorios/rotas.ts';
import { rotaDasContasDaInstituicao } from './modules/financeiro/transferencias/contas.ts';
import { rotasDosEmprestimos } from './modules/aprovacaofinanceira/emprestimos/rotas.ts';
import { registrarRelatoriosDaAprovacao, rotasDosRelatoriosDaAprovacao } from './modules/aprovacaofinanceira/relatorios/rotas.ts';
import { registrarRelatoriosDeSuprimentos, rotasDosRelatoriosDeSuprimentos } from './modules/suprimentos/relatorios/rotas.ts';
import { registrarRelatoriosDoAtendimento, rotasDosRelatoriosDoAtendimento } from './modules/atendimento/relatorios/rotas.ts';
import { rotaDosResponsaveis } from './modules/atendimento/responsaveis.ts';
import { rotaDosGrupos } from './modules/atendimento/grupos.ts';
import { criarServicoDeParametros, fonteDosTiles, instalarLeituraDosParametros, instalarTamanhoDePagina, rotasDeParametros } from './modules/parametros/index.ts';
import { carregarCatalogoDeTelas, instalarRecursos, type CatalogoDeTelas } from './resources/index.ts';
import type { Servicos } from './servicos.ts';
import { MENSAGENS } from '../shared/messages.ts';
import { criarTarefas, type TemposDasTarefas } from './jobs/tarefas.ts';
import { rotasDeTarefas } from './jobs/rotas.ts';
import { relatorioDeUsuarios, rotasDoRelatorioDeUsuarios } from './jobs/relatorios/usuarios.ts';
import { rotaDoTempoReal } from './realtime/rota.ts';
import { criarTempoReal } from './realtime/tempo-real.ts';
import { rotasDaRemessa } from './modules/mobilizacao/remessa/rotas.ts';
import { registrarRetornosDasConcessionarias, rotasDasConcessionarias } from './modules/mobilizacao/concessionarias/rotas.ts';
import { rotasDaResolucao } from './modules/mobilizacao/concessionarias/rotasDaResolucao.ts';
import { tarefaDaRemessa, tarefaDoArquivoDaRemessa } from './modules/mobilizacao/remessa/tarefas.ts';
import { tarefaDoEmailDosBoletos } from './modules/mobilizacao/cobranca/email.ts';
import { tarefaDoBoleto } from './modules/mobilizacao/cobranca/boleto.ts';

const MENSAGENS_DO_FRAMEWORK: Readonly<Record<string, string>> = {
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais.',
  FST_ERR_BAD_URL: 'Endereço inválido.',
};

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Fluent UI writes its styles at run time; scripts stay without 'unsafe-inline'.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Plus the map's tile server (the people register's Mapa view), the one the parameters name (see criarApp).
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The whole HTTP application over an open, migrated database. The screen catalogue (models
 * and descriptors) is read from schemas/ and screens/ unless given; the models' tables are
 * brought up to date before any route answers. `agora` is the clock of time-bound rules (the
 * break windows), set by tests; `tempos`, the job supervision's timings (tests shorten them).
 */
export async function criarApp(db: Db, config: Config, opcoes: { catalogo?: CatalogoDeTelas; agora?: () => Date; tempos?: TemposDasTarefas } = {}): Promise<FastifyInstance> {
  const catalogo = opcoes.catalogo ?? (await carregarCatalogoDeTelas());
  // Before the engine installs its routes: the declared actions run on these hooks.
  registrarGanchosDosModulos();
  const app = Fastify({
    logger: opcoesDeLog(config.logLevel),
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route (a malformed or over-long URL) get pt-BR replies too.
    frameworkErrors: (erro, _request, resposta) => {
      const reply = resposta as FastifyReply;
      const status = erro.statusCode ?? 400;
      const message = MENSAGENS_DO_FRAMEWORK[erro.code] ?? MENSAGENS.requisicaoInvalida;
      void reply.status(status >= 400 && status < 500 ? status : 400).send({ message });
    },
  });
  instalarRotasServidas(app);
  instalarCorpoAusente(app);
  app.setValidatorCompiler(compiladorDaAplicacao);
  // The institution's parameters override the environment's defaults at run time (DESIGN.md, "Configuration").
  const parametros = await criarServicoDeParametros(db, config);
  const limites = () => parametros.limites();
  const tempoReal = criarTempoReal({ db, limites, redisUrl: config.redisUrl });
  const arquivos = criarArquivos(db, config.dataDir);
  const tarefas = criarTarefas({
    db,
    avisos: tempoReal,
    executar: config.jobWorkers,
    log: (mensagem, erro) => app.log.error({ err: erro }, mensagem),
    ...opcoes.tempos,
  });
  await tarefas.registrarTipoDeTarefa(relatorioDeUsuarios(arquivos));
  await tarefas.registrarTipoDeTarefa(relatorioDoExtrato(arquivos, opcoes.agora ?? (() => new Date())));
  const servicos: Servicos = {
    db,
    config,
    authtokens: await carregarAuthtokens(db),
    carteiro: criarCarteiro(db, () => parametros.configuracaoSmtp()),
    parametros,
    arquivos,
    tempoReal,
    tarefas,
    agora: opcoes.agora ?? (() => new Date()),
  };
  await registrarRelatoriosDeIntervalo(servicos);
  await registrarRelatoriosDePessoas(servicos);
  await registrarRelatoriosFinanceiros(servicos);
  await registrarRelatoriosDaAprovacao(servicos);
  await registrarRelatoriosDeSuprimentos(servicos);
  await registrarRelatoriosDoAtendimento(servicos);
  await registrarGeracaoDeTitulos(servicos);
  await tarefas.registrarAgendamento(agendamentoDoAnuncio(db, tempoReal, servicos.agora));
  await tarefas.registrarTipoDeTarefa(termoDeResponsabilidade(arquivos));
  await tarefas.registrarTipoDeTarefa(tarefaDasEtiquetas(arquivos));
  await tarefas.registrarTipoDeTarefa(tarefaDaRemessa(arquivos, servicos.carteiro));
  await tarefas.registrarTipoDeTarefa(tarefaDoArquivoDaRemessa(arquivos));
  await tarefas.registrarTipoDeTarefa(tarefaDoBoleto(arquivos));
  await tarefas.registrarTipoDeTarefa(tarefaDoEmailDosBoletos(servicos.carteiro));
  await registrarRelatoriosDoPatrimonio(servicos);
  await tarefas.registrarAgendamento(agendamentoDaDepreciacao(db, servicos.agora));
  await tarefas.registrarAgendamento(agendamentoDosComunicados(db, tempoReal, servicos.agora, (erro) => app.log.warn({ err: erro }, 'comunicado não anunciado')));
  await tarefas.registrarAgendamento(agendamentoDasColaboracoes(db, servicos.agora));
  await registrarRelatoriosDeDoacoes(servicos);
  await registrarRelatoriosDaMobilizacao(servicos);
  // The broker and the job workers run from ready to close; jobs stop first (they publish notices).
  app.addHook('onReady', async () => {
    await tempoReal.iniciar();
    await tarefas.iniciar();
  });
  app.addHook('onClose', async () => {
    await tarefas.parar();
    await tempoReal.fechar();
  });

  instalarLeituraDosParametros(app, parametros);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { ...CSP, imgSrc: [...CSP.imgSrc, fonteDosTiles(parametros)] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 20 } });
  instalarTratamentoDeErros(app);
  instalarTamanhoDePagina(app, parametros);
  instalarLimitePublico(
    app,
    { pedidos: config.publicoPedidos, janelaMs: config.publicoJanelaSegundos * 1000 },
    { contagem: config.redisUrl ? contagemNoRedis(config.redisUrl) : null },
  );
  instalarGuarda(app, {
    db,
    authtokens: servicos.authtokens,
    limites,
  });
  await rotaDoTempoReal(app, tempoReal);

  app.get('/health', { config: { publico: true } }, async (_request, reply) => {
    const ok = tempoReal.aberto && (await sql`SELECT 1`.execute(db).then(() => true, () => false));
    return ok ? { content: { status: 'ok' } } : reply.status(503).send({ message: 'Banco de dados indisponível.' });
  });

  rotasDeLogin(app, servicos);
  rotasDeRecuperacao(app, servicos);
  rotasDeAuthtokens(app, servicos);
  rotasDeContexto(app, servicos);
  rotasDoCatalogo(app, catalogo.tagsDeclaradas);
  rotasDeI18n(app, servicos);
  rotasDeModelos(app);
  rotasDePerfil(app, servicos);
  rotasDeUsuarios(app, servicos, catalogo);
  rotasDeGruposDePermissao(app, servicos, catalogo);
  rotasDePessoas(app, servicos, catalogo);
  registrarImportacaoDePessoas();
  rotasDaPoliticaDePrivacidade(app, servicos);
  rotasDaLgpd(app, servicos);
  rotasDeCidades(app, servicos);
  rotasDeTarefas(app, servicos);
  rotasDoRelatorioDeUsuarios(app, servicos);
  rotasDoRegistroDeIntervalo(app, servicos);
  rotasDosRelatoriosDeIntervalo(app, servicos);
  rotasDeMensagens(app, servicos);
  rotasDeAvisos(app, servicos);
  rotasDeComunicados(app, servicos);
  rotaDosParcelamentos(app, servicos);
  await registrarRecibos(app, servicos);
  rotaDaGeracaoDeTitulos(app, servicos);
  rotasDoTitulo(app, servicos);
  rotasDoMovimento(app, servicos);
  rotasDoCasamento(app, servicos, catalogo.modelos);
  rotasDoOfx(app, servicos);
  rotasDaContabilidade(app, servicos);
  rotasDoFechamento(app, servicos);
  rotasDoPainel(app, servicos);
  rotasDoPlanoOrcamentario(app, servicos);
  rotaDasContasDaInstituicao(app, servicos);
  rotasDeParametros(app, servicos);
  rotasDosRelatoriosDePessoas(app, servicos);
  rotasDosRelatoriosFinanceiros(app, servicos);
  rotasDosEmprestimos(app, servicos);
  rotasDosRelatoriosDaAprovacao(app, servicos);
  rotasDosRelatoriosDeSuprimentos(app, servicos);
  rotasDosRelatoriosDoAtendimento(app, servicos);
  rotaDosResponsaveis(app, servicos);
  rotaDosGrupos(app, servicos);
  rotasDosProjetos(app, servicos, catalogo.modelos);
  rotasDoPatrimonio(app, servicos);
  rotasDoInventario(app, servicos);
  rotasDosRelatoriosDoPatrimonio(app, servicos);
  rotasDoCebas(app, servicos, catalogo.modelos);
  rotasPublicasDaTransparencia(app, servicos);
  rotasDasReceitasPorFonte(app, servicos.db);
  rotaDasImagensDoCarrossel(app, servicos);
  rotasDasDoacoes(app, servicos);
  rotasPublicasDasDoacoes(app, servicos);
  rotasDosRelatoriosDeDoacoes(app, servicos);
  rotasDaRemessa(app, servicos, catalogo.modelos);
  rotasDoTelemarketing(app, servicos);
  rotasDaConsulta(app, servicos);
  rotasDaCobranca(app, servicos);
  rotasDosRelatoriosDaMobilizacao(app, servicos);
  await registrarRetornosDasConcessionarias(servicos, catalogo.modelos);
  rotasDasConcessionarias(app, servicos);
  rotasDaResolucao(app, servicos, catalogo.modelos);
  registrarGanchosDoRegistroDeIntervalo();
  await instalarRecursos(app, servicos, catalogo).catch(async (e: unknown) => {
    await app.close();
    throw e;
  });

  if (existsSync(PASTA_CLIENTE)) await servirCliente(app, PASTA_CLIENTE);
  return app;
}
