import type { DescartavelDoFinanceiro } from './registros-financeiro.ts';
import type { FixoDosRecibos } from './registros-recibos.ts';
import type { FixoDosLancamentos } from './registros-fixos.ts';
import type { FixoDosTitulos } from './registros-titulos.ts';
import type { FixoDosImpostos } from './registros-impostos.ts';
import type { FixoDoMovimento } from './registros-movimento.ts';
import type { FixoDaConciliacao } from './registros-conciliacao.ts';
import type { DescartavelDaContabilidade, FixoDaContabilidade } from './registros-contabilidade.ts';
import type { FixoDoOrcamento } from './registros-orcamento.ts';
import type { FixoDosEmprestimos } from './registros-emprestimos.ts';
import type { FixoDaAprovacao } from './registros-aprovacao.ts';
import type { FixoDosProjetos } from './registros-projetos.ts';
import type { DescartavelDoPatrimonio, FixoDoPatrimonio } from './registros-patrimonio.ts';
import type { DescartavelDosSuprimentos, FixoDosSuprimentos } from './registros-suprimentos.ts';
import type { FixoDoCebas } from './registros-cebas.ts';
import type { DescartavelDoAtendimento, FixoDoAtendimento } from './registros-atendimento.ts';
import type { DescartavelDosComunicados, FixoDosComunicados } from './registros-comunicados.ts';
import type { DescartavelDoPortalDaTransparencia, FixoDoPortalDaTransparencia } from './registros-portaltransparencia.ts';
import type { FixoDasDoacoes } from './registros-doacoes.ts';
import type { DescartavelDaMobilizacao, FixoDaMobilizacao } from './registros-mobilizacao.ts';
import type { FixoDasConcessionarias } from './registros-concessionarias.ts';
import type { FixoDaRemessa } from './registros-remessa.ts';

// The access matrix of the security suite (issue 7): every route the server serves, and the
// status each of five callers must get, written by hand from what the route is for (its code,
// the tag catalogue, the product specification), never from the server's own tag table.
// A served route missing here, or an entry no longer served, fails matriz.test.ts.
//
// The callers, in the order of every `celulas` tuple:
//   semToken      no X-AUTH-TOKEN at all;
//   expirado      an administrator's session past its idle and absolute limits;
//   operador      the demo's operador: people register only (visualizar, editar, imprimir), Sede;
//   outraUnidade  a user holding every tag but `administrador`, in Unidade Norte only;
//   administrador the demo's admin, in Sede.
// URL parameters are records of Sede (or of the administrator himself: his messages, his jobs),
// created by registros.ts, so an `outraUnidade` 200 on them would be an IDOR. Write calls send `{}`
// unless `corpo` says otherwise: an authorised caller then gets 422, and one without the tag
// 403, since the guard runs before validation. Calls run in this file's order, callers in the
// order above, so a write that succeeds (the administrator, last) changes nothing checked later.
//
// Institution-wide records (parameters, the outbox, the privacy policy, messages of the interface,
// permission groups, the units register, the people register's lists, person groups) belong to
// no unit: `outraUnidade` holds their tags, so reaches them.

export type Chamador = 'semToken' | 'expirado' | 'operador' | 'outraUnidade' | 'administrador';

export const CHAMADORES: readonly Chamador[] = ['semToken', 'expirado', 'operador', 'outraUnidade', 'administrador'];

export type Celulas = readonly [semToken: number, expirado: number, operador: number, outraUnidade: number, administrador: number];

/** Records made once (registros.ts). */
export type RegistroFixo =
  | 'raizDoCliente'
  | 'modeloPessoa'
  | 'telaDeSetores'
  | 'chaveDeParametro'
  | 'campoDoEmail'
  | 'campoDoParametroFinanceiro'
  | 'cidade'
  | 'unidade'
  | 'usuario'
  | 'grupoPermissao'
  | 'pessoa'
  | 'anexoDaPessoa'
  | 'pessoaParaAlterar'
  | 'pessoaParaAnonimizar'
  | 'pessoaParaDesativar'
  | 'importacao'
  | 'importacaoDeProfissoes'
  | 'importacaoDeSetores'
  | 'importacaoDeGruposFinanceiros'
  | 'importacaoDeCategorias'
  | 'importacaoDoPlanoDeContas'
  | 'importacaoDeCentrosDeCusto'
  | 'importacaoDeContas'
  | 'tarefa'
  | 'intervaloEmAndamento'
  | 'horarioDoIntervalo'
  | 'tipoDeIntervalo'
  | 'mensagem'
  | 'conversa'
  | 'anexoDaMensagem'
  | 'mensagemRecebida'
  | 'mensagemParaExcluir'
  | 'rascunho'
  | 'rascunhoParaEnviar'
  | 'destinatario'
  | 'aviso'
  | 'emailDaSaida'
  | 'arquivo'
  | 'setor'
  | 'setorParaExcluir'
  | 'tipoDeIntervaloParaExcluir'
  | 'grupoDeIntervalo'
  | 'grupoDeIntervaloParaExcluir'
  | 'grupoDePessoas'
  | 'conta'
  | 'contaParaExcluir'
  | 'categoriaDeDespesa'
  | 'centroDeCusto'
  | 'eventoDaFolha'
  | FixoDosTitulos
  | FixoDosRecibos
  | FixoDosLancamentos
  | FixoDosImpostos
  | FixoDoMovimento
  | FixoDaConciliacao
  | FixoDaContabilidade
  | FixoDoOrcamento
  | FixoDosEmprestimos
  | FixoDaAprovacao
  | FixoDosProjetos
  | FixoDoPatrimonio
  | FixoDosSuprimentos
  | FixoDoCebas
  | FixoDoAtendimento
  | FixoDosComunicados
  | FixoDoPortalDaTransparencia
  | FixoDasDoacoes
  | FixoDaMobilizacao
  | FixoDasConcessionarias
  | FixoDaRemessa;

/** Institution-wide list items made anew for every call (more than one caller may delete one). */
export type RegistroDescartavel =
  | 'idiomaDescartavel'
  | 'profissaoDescartavel'
  | 'funcaoDescartavel'
  | 'cargoDescartavel'
  | 'situacaoDescartavel'
  | 'formacaoDescartavel'
  | 'formaDeEntradaDescartavel'
  | 'beneficioDescartavel'
  | 'tipoDeAnexoDescartavel'
  | 'grupoDePessoasDescartavel'
  | DescartavelDoFinanceiro
  | DescartavelDaContabilidade
  | DescartavelDoPatrimonio
  | DescartavelDosSuprimentos
  | DescartavelDoAtendimento
  | DescartavelDosComunicados
  | DescartavelDoPortalDaTransparencia
  | DescartavelDaMobilizacao;

export type NomeDoRegistro = RegistroFixo | RegistroDescartavel;

export type Valor = number | string;
export type Fixos = Readonly<Record<RegistroFixo, Valor>>;
type Corpo = Readonly<Record<string, unknown>>;

export interface Caso {
  celulas: Celulas;
  /** The record that fills each `:param` (or `*`) of the URL. */
  parametros?: Readonly<Record<string, NomeDoRegistro>>;
  /** The query string, without '?'. */
  consulta?: (r: Fixos) => string;
  /** The JSON body of a write; `{}` when not given. */
  corpo?: Corpo | ((r: Fixos) => Corpo);
  /** Calls with a new session of the caller (the call ends or changes its own session). */
  sessaoPropria?: true;
  /** Served only once the client is built (dist/client). */
  soComClienteConstruido?: true;
}

const ESTE_MES = { dataInicial: '2026-01-01', dataFinal: '2026-01-31' };
const MAPEAMENTO = { mapeamento: { nome: 0, 'pessoaFisica.cpf': 1 } };
const CARTA = (r: Fixos) => ({ assunto: 'Reunião', corpo: 'Amanhã às 10h.', destinatarios: [r.destinatario] });

export const MATRIZ: Readonly<Record<string, Caso>> = {
  // The broker's WebSocket: a plain GET (no upgrade) is not found; the MQTT handshake authenticates.
  'GET /mqtt': { celulas: [404, 404, 404, 404, 404] },
  'GET /health': { celulas: [200, 200, 200, 200, 200] },
  // The built client (index.html), outside /api: public.
  'GET /*': { celulas: [200, 200, 200, 200, 200], parametros: { '*': 'raizDoCliente' }, soComClienteConstruido: true },

  // Authentication and the session's context.
  'POST /api/login': { celulas: [200, 200, 200, 200, 200], corpo: { username: 'operador', password: 'operador' } },
  'POST /api/logout': { celulas: [401, 401, 200, 200, 200], sessaoPropria: true },
  'POST /api/recuperarsenha': { celulas: [200, 200, 200, 200, 200], corpo: { login: 'ninguem.da.matriz' } },
  // A link that does not exist: the same refusal whoever asks.
  'POST /api/novasenha': { celulas: [400, 400, 400, 400, 400], corpo: { token: 'link-inexistente', senha: 'SenhaNova123', confirmacaoSenha: 'SenhaNova123' } },
  'POST /api/authtokens': { celulas: [401, 401, 422, 422, 422] },
  'GET /api/context': { celulas: [401, 401, 200, 200, 200] },
  // Choosing Sede: the operador and the administrador belong to it, the other unit's user does not.
  'POST /api/context/unidade': { celulas: [401, 401, 200, 403, 200], corpo: (r) => ({ unidadeId: r.unidade }), sessaoPropria: true },
  'GET /api/context/usuarios/permissoes': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/permissoes/catalogo': { celulas: [200, 200, 200, 200, 200] },
  'GET /api/models/:arquivo': { celulas: [401, 401, 200, 200, 200], parametros: { arquivo: 'modeloPessoa' } },
  'GET /api/telas': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/telas/:name': { celulas: [401, 401, 403, 200, 200], parametros: { name: 'telaDeSetores' } },
  'GET /api/cidades': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/cidades/:id': { celulas: [401, 401, 200, 200, 200], parametros: { id: 'cidade' } },

  // Messages of the interface: reading them is public (the login page), editing needs the tags.
  'GET /api/internacionalizacao/languages': { celulas: [200, 200, 200, 200, 200] },
  'GET /api/internacionalizacao/mensagens': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/internacionalizacao/mensagens': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/internacionalizacao/mensagens': { celulas: [401, 401, 403, 422, 422] },

  // One's own profile.
  'GET /api/perfilusuario': { celulas: [401, 401, 200, 200, 200] },
  'POST /api/perfilusuario': { celulas: [401, 401, 422, 422, 422] },
  // Not multipart: refused as such.
  'POST /api/perfilusuario/foto': { celulas: [401, 401, 406, 406, 406] },
  'DELETE /api/perfilusuario/foto': { celulas: [401, 401, 200, 200, 200] },
  'POST /api/perfilusuario/senha': { celulas: [401, 401, 422, 422, 422] },

  // Users: only those who share one of the editor's units.
  'GET /api/usuarios': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/usuarios/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/usuarios/opcoes/unidades': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/usuarios/opcoes/grupos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/usuarios/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'usuario' } },
  // A save names only what it changes: the administrator's one with the id alone is accepted.
  'POST /api/usuarios': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.usuario }) },
  'POST /api/usuarios/:id/redefinirsenha': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'usuario' } },
  'POST /api/usuarios/:id/encerrarsessoes': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'usuario' } },
  // An avatar: any colleague (a user sharing a unit) may see it, no tag needed.
  'GET /api/usuarios/:id/foto': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'usuario' } },

  // Permission groups (institution-wide).
  'GET /api/grupospermissao': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/grupospermissao/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/grupospermissao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoPermissao' } },
  'POST /api/grupospermissao': { celulas: [401, 401, 403, 422, 422] },

  // People register: the session's unit only.
  'POST /api/pessoas/filter': { celulas: [401, 401, 200, 200, 200] },
  // The autocomplete of the screens that choose a person: id and name of the unit's people.
  'GET /api/pessoas': { celulas: [401, 401, 200, 200, 200], consulta: () => 'q=Matriz' },
  'GET /api/pessoas/metadatalist': { celulas: [401, 401, 200, 200, 200] },
  'POST /api/pessoas/mapa': { celulas: [401, 401, 200, 200, 200], consulta: () => 'latitude=-23.55&longitude=-46.63' },
  'GET /api/pessoas/:id/resumo': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'pessoa' } },
  'GET /api/pessoas/:id': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'pessoa' } },
  'GET /api/pessoas/:id/foto': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'pessoa' } },
  'GET /api/pessoas/:id/anexos/:arquivoId': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'pessoa', arquivoId: 'anexoDaPessoa' } },
  'POST /api/pessoas': { celulas: [401, 401, 200, 404, 200], corpo: (r) => ({ id: r.pessoaParaAlterar, nome: 'Pessoa Alterada pela Matriz' }) },
  'POST /api/pessoas/desabilitapessoas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ ids: [r.pessoaParaDesativar] }) },
  'GET /api/pessoas/:id/dadospessoais': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'pessoa' } },
  'POST /api/pessoas/:id/anonimizar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'pessoaParaAnonimizar' }, corpo: { confirmacao: 'ANONIMIZAR' } },
  'POST /api/relatorios/pessoascadastradas': { celulas: [401, 401, 200, 200, 200] },
  'POST /api/relatorios/aniversariantes': { celulas: [401, 401, 422, 422, 422] },

  // People import (its own tag; an import is seen from its unit only). Not multipart: refused.
  'POST /api/pessoas/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/pessoas/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacao' } },
  'POST /api/pessoas/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacao' }, corpo: MAPEAMENTO },
  'GET /api/pessoas/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacao' } },
  'GET /api/pessoas/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacao' } },
  'POST /api/pessoas/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacao' }, corpo: MAPEAMENTO },

  // The privacy policy: public to read.
  'GET /api/politicaprivacidade': { celulas: [200, 200, 200, 200, 200] },
  'PUT /api/politicaprivacidade': { celulas: [401, 401, 403, 422, 422] },

  // Background jobs: each user's own.
  'GET /api/tarefas': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/tarefas/:id': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'tarefa' } },
  'POST /api/relatorios/usuarios': { celulas: [401, 401, 403, 200, 200] },

  // Breaks: one's own, in the session's unit.
  'GET /api/registrointervalo/intervalos/metadata': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/intervalos/ativo': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/intervalos/resumo': { celulas: [401, 401, 403, 200, 200] },
  // The break is named in the body: another user's reads as a field that names nothing (422, as a
  // nonexistent one); the administrator's own is already in progress (422).
  'POST /api/registrointervalo/intervalos': {
    celulas: [401, 401, 403, 422, 422],
    corpo: (r) => ({ intervaloId: r.intervaloEmAndamento, tipoIntervaloId: r.tipoDeIntervalo }),
  },
  'POST /api/registrointervalo/intervalos/:id/encerrar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'intervaloEmAndamento' } },
  'POST /api/registrointervalo/registrointervalo': { celulas: [401, 401, 403, 404, 200], consulta: (r) => `grupoIntervaloHorarioId=${r.horarioDoIntervalo}` },
  // A user of Sede named in the request is not found from the other unit.
  'POST /api/relatorios/registrointervalo/intervalos': { celulas: [401, 401, 403, 422, 200], corpo: (r) => ({ ...ESTE_MES, formato: 'PDF', usuarioId: r.usuario }) },
  'POST /api/relatorios/registrointervalo/excessos': { celulas: [401, 401, 403, 422, 200], corpo: (r) => ({ ...ESTE_MES, formato: 'XLSX', usuarioId: r.usuario }) },

  // Internal messages: every session, its own messages only.
  'GET /api/mensagens/caixaentrada': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/mensagens/enviados': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/mensagens/rascunhos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/mensagens/pesquisa': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/mensagens/naolidas': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/mensagens/destinatarios': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/mensagens/conversas/:id': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'conversa' } },
  'GET /api/mensagens/rascunhos/:id': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'rascunho' } },
  'GET /api/mensagens/:id/anexos/:arquivoId': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'mensagem', arquivoId: 'anexoDaMensagem' } },
  'POST /api/mensagens': { celulas: [401, 401, 422, 422, 422] },
  'POST /api/mensagens/rascunhos': { celulas: [401, 401, 422, 422, 422] },
  'PUT /api/mensagens/rascunhos/:id': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'rascunho' }, corpo: CARTA },
  'POST /api/mensagens/rascunhos/:id/enviar': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'rascunhoParaEnviar' }, corpo: CARTA },
  'POST /api/mensagens/:id/respostas': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'mensagem' }, corpo: { corpo: 'Combinado.' } },
  'POST /api/mensagens/conversas/:id/leitura': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'conversa' } },
  'POST /api/mensagens/:id/leitura': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'mensagemRecebida' }, corpo: { lida: true } },
  'DELETE /api/mensagens/:id': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'mensagemParaExcluir' } },

  // Notices: one's own received ones; publishing and receipts need avisos.aviso.publicar.
  'GET /api/avisos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/avisos/naolidos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/avisos/:id': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'aviso' } },
  'POST /api/avisos/:id/leitura': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'aviso' } },
  'POST /api/avisos': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/avisos/publicados': { celulas: [401, 401, 403, 200, 200] },
  // Publishers see every notice and its readers, whoever it was addressed to: the module's design
  // (tests/server/modules/avisos/avisos.test.ts). Open question: a Sede-only notice's readers are Sede's.
  'GET /api/avisos/publicados/:id/leituras': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'aviso' } },
  'GET /api/avisos/unidades': { celulas: [401, 401, 403, 200, 200] },

  // The institution's parameters and e-mail.
  'GET /api/parametros': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/parametros': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/parametros/:chave': { celulas: [401, 401, 403, 200, 200], parametros: { chave: 'chaveDeParametro' } },
  'GET /api/parametros/publicos': { celulas: [200, 200, 200, 200, 200] },
  'GET /api/parametros/sessao': { celulas: [401, 401, 200, 200, 200] },
  'POST /api/parametros/logo': { celulas: [401, 401, 403, 406, 406] },
  // The login page shows it: public (registros.ts uploads one).
  'GET /api/parametros/logo': { celulas: [200, 200, 200, 200, 200] },
  'GET /api/parametros/email': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/parametros/email': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/parametros/email/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoEmail' } },
  'POST /api/parametros/email/teste': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/parametros/email/saida': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/parametros/email/saida/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'emailDaSaida' } },

  // Field configuration: every session reads the merged one; editing needs the tag.
  'GET /api/configuracoesCamposFomularios/config': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/configuracoesCamposFomularios/formularios': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/configuracoesCamposFomularios/config': { celulas: [401, 401, 403, 422, 422] },

  // Files: not multipart, refused; a stored file reads back only for who stored it.
  'POST /api/arquivos': { celulas: [401, 401, 406, 406, 406] },
  'GET /api/arquivos/:id/download': { celulas: [401, 401, 404, 404, 200], parametros: { id: 'arquivo' } },

  // Generic lists of the people register (gestaopessoas.configuracao.*, institution-wide). The
  // list itself is open to whoever may see the person form, which refers to its records: the
  // operador chooses a situação or a document type there, and reads or changes nothing else.
  'GET /api/pessoas/idiomas': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/idiomas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/idiomas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/idiomas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'idiomaDescartavel' } },
  'POST /api/pessoas/idiomas': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/idiomas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'idiomaDescartavel' } },
  'GET /api/pessoas/profissoes': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/profissoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/profissoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/profissoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'profissaoDescartavel' } },
  'POST /api/pessoas/profissoes': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/profissoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'profissaoDescartavel' } },
  'POST /api/pessoas/profissoes/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/pessoas/profissoes/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeProfissoes' } },
  'POST /api/pessoas/profissoes/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeProfissoes' }, corpo: { mapeamento: { descricao: 0 } } },
  'GET /api/pessoas/profissoes/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeProfissoes' } },
  'GET /api/pessoas/profissoes/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeProfissoes' } },
  'POST /api/pessoas/profissoes/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeProfissoes' }, corpo: { mapeamento: { descricao: 0 } } },
  'GET /api/pessoas/funcoes': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/funcoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/funcoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/funcoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'funcaoDescartavel' } },
  'POST /api/pessoas/funcoes': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/funcoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'funcaoDescartavel' } },
  'GET /api/pessoas/cargos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/cargos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/cargos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/cargos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'cargoDescartavel' } },
  'POST /api/pessoas/cargos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/cargos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'cargoDescartavel' } },
  'GET /api/pessoas/situacoes': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/situacoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/situacoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/situacoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'situacaoDescartavel' } },
  'POST /api/pessoas/situacoes': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/situacoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'situacaoDescartavel' } },
  'GET /api/pessoas/formacoesacademicas': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/formacoesacademicas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/formacoesacademicas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/formacoesacademicas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formacaoDescartavel' } },
  'POST /api/pessoas/formacoesacademicas': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/formacoesacademicas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formacaoDescartavel' } },
  'GET /api/pessoas/formasentrada': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/formasentrada/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/formasentrada/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/formasentrada/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDeEntradaDescartavel' } },
  'POST /api/pessoas/formasentrada': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/formasentrada/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDeEntradaDescartavel' } },
  'GET /api/pessoas/beneficios': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/beneficios/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/beneficios/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/beneficios/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'beneficioDescartavel' } },
  'POST /api/pessoas/beneficios': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/beneficios/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'beneficioDescartavel' } },
  'GET /api/pessoas/tiposanexos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/tiposanexos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/tiposanexos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/tiposanexos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'tipoDeAnexoDescartavel' } },
  'POST /api/pessoas/tiposanexos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/tiposanexos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'tipoDeAnexoDescartavel' } },

  // Person groups (gestaopessoas.grupo.*, institution-wide).
  'GET /api/pessoas/grupospessoas': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/pessoas/grupospessoas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/grupospessoas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/pessoas/grupospessoas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDePessoas' } },
  'POST /api/pessoas/grupospessoas': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/pessoas/grupospessoas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDePessoasDescartavel' } },

  // Sectors (configuracoes.setor.*): each unit's own.
  'GET /api/setores': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/setores/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/setores/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/setores/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'setor' } },
  'POST /api/setores/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/setores/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeSetores' } },
  'POST /api/setores/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeSetores' }, corpo: { mapeamento: { nome: 0 } } },
  'GET /api/setores/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeSetores' } },
  'GET /api/setores/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeSetores' } },
  'POST /api/setores/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeSetores' }, corpo: { mapeamento: { nome: 0 } } },
  'POST /api/setores': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.setor, nome: 'Setor da Matriz' }) },
  'DELETE /api/setores/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'setorParaExcluir' } },
  // Desativar selecionado(s) (configuracoes.setor.desativar): the other unit's user reads no Sede sector.
  'POST /api/setores/desativar': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ ids: [r.setor] }) },

  // The units register (configuracoes.unidade.*, institution-wide; no deletion).
  'GET /api/unidades': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/unidades/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/unidades/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/unidades/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'unidade' } },
  'POST /api/unidades': { celulas: [401, 401, 403, 422, 422] },

  // The finance configuration (financeiro.<recurso>.*): institution-wide tables, each unit's accounts,
  // and the one record of parameters (a body without its id would be a second record: 409).
  'GET /api/financeiro/gruposfinanceiros': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/gruposfinanceiros/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/gruposfinanceiros/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/gruposfinanceiros/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoFinanceiroDescartavel' } },
  'POST /api/financeiro/gruposfinanceiros': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/gruposfinanceiros/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/gruposfinanceiros/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoFinanceiroDescartavel' } },
  'POST /api/financeiro/gruposfinanceiros/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/financeiro/gruposfinanceiros/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeGruposFinanceiros' } },
  'POST /api/financeiro/gruposfinanceiros/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeGruposFinanceiros' }, corpo: { mapeamento: { descricao: 0, natureza: 1 } } },
  'GET /api/financeiro/gruposfinanceiros/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeGruposFinanceiros' } },
  'GET /api/financeiro/gruposfinanceiros/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeGruposFinanceiros' } },
  'POST /api/financeiro/gruposfinanceiros/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeGruposFinanceiros' }, corpo: { mapeamento: { descricao: 0, natureza: 1 } } },
  'GET /api/financeiro/categorias': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/categorias/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/categorias/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/categorias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'categoriaDescartavel' } },
  'POST /api/financeiro/categorias': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/categorias/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/categorias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'categoriaDescartavel' } },
  'POST /api/financeiro/categorias/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/financeiro/categorias/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCategorias' } },
  'POST /api/financeiro/categorias/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCategorias' }, corpo: { mapeamento: { codigo: 0, descricao: 1, natureza: 2, tipo: 3 } } },
  'GET /api/financeiro/categorias/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCategorias' } },
  'GET /api/financeiro/categorias/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCategorias' } },
  'POST /api/financeiro/categorias/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCategorias' }, corpo: { mapeamento: { codigo: 0, descricao: 1, natureza: 2, tipo: 3 } } },
  'GET /api/financeiro/centroscusto': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/centroscusto/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/centroscusto/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/centroscusto/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'centroDeCustoDescartavel' } },
  'POST /api/financeiro/centroscusto': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/centroscusto/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/centroscusto/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'centroDeCustoDescartavel' } },
  'POST /api/financeiro/centroscusto/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/financeiro/centroscusto/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCentrosDeCusto' } },
  'POST /api/financeiro/centroscusto/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCentrosDeCusto' }, corpo: { mapeamento: { codigo: 0, descricao: 1, tipo: 2 } } },
  'GET /api/financeiro/centroscusto/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCentrosDeCusto' } },
  'GET /api/financeiro/centroscusto/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCentrosDeCusto' } },
  'POST /api/financeiro/centroscusto/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeCentrosDeCusto' }, corpo: { mapeamento: { codigo: 0, descricao: 1, tipo: 2 } } },
  'GET /api/financeiro/gruposcontas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/gruposcontas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/gruposcontas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/gruposcontas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDeContasDescartavel' } },
  'POST /api/financeiro/gruposcontas': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/gruposcontas/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/gruposcontas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDeContasDescartavel' } },
  'GET /api/financeiro/impostos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/impostos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/impostos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/impostos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'impostoDescartavel' } },
  'POST /api/financeiro/impostos': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/impostos/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/impostos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'impostoDescartavel' } },
  'GET /api/financeiro/ocorrencias': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/ocorrencias/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/ocorrencias/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/ocorrencias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'ocorrenciaDescartavel' } },
  'POST /api/financeiro/ocorrencias': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/ocorrencias/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/ocorrencias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'ocorrenciaDescartavel' } },
  'GET /api/financeiro/eventosfolha': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/eventosfolha/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/eventosfolha/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/eventosfolha/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'eventoDaFolhaDescartavel' } },
  'POST /api/financeiro/eventosfolha': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/eventosfolha/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/eventosfolha/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'eventoDaFolhaDescartavel' } },
  // The installments' preview: no record read; either screen's visualizar tag.
  'POST /api/titulos/:id/baixar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'despesa' }, corpo: { valor: 1, forma: 'PIX' } },
  'POST /api/titulos/:id/estornar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'receitaPaga' }, corpo: { motivo: 'Estorno da chamada da especificação' } },
  'POST /api/titulos/:id/cancelar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tituloParaCancelar' }, corpo: { motivo: 'Cancelamento da chamada da especificação' } },
  'GET /api/titulos/resumos': { celulas: [401, 401, 403, 200, 200], consulta: () => 'tipo=despesa&valorDe=100' },
  'GET /api/titulos/parcelamentos': { celulas: [401, 401, 403, 200, 200], consulta: () => 'valor=100&dataVencimento=2026-01-31&quantidade=3' },
  // Receitas (títulos of Sede): the unit's records only; each action asks its own tag and the título's state.
  'GET /api/titulos/receitas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/titulos/receitas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/titulos/receitas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/titulos/receitas/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/titulos/receitas/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'receita' } },
  'POST /api/titulos/receitas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.receita, descricao: 'Título da Matriz' }) },
  'POST /api/titulos/receitas/:id/baixar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'receita' }, corpo: { valor: 1 } },
  'POST /api/titulos/receitas/:id/estornar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'receitaPaga' }, corpo: { motivo: 'Estorno da matriz' } },
  'POST /api/titulos/receitas/:id/cancelar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'receitaParaCancelar' }, corpo: { motivo: 'Cancelamento da matriz' } },
  // Despesas (títulos of Sede): the unit's records only; each action asks its own tag and the título's state.
  'GET /api/titulos/despesas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/titulos/despesas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/titulos/despesas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/titulos/despesas/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/titulos/despesas/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'despesa' } },
  'POST /api/titulos/despesas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.despesa, descricao: 'Título da Matriz' }) },
  'POST /api/titulos/despesas/:id/baixar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'despesa' }, corpo: { valor: 1 } },
  'POST /api/titulos/despesas/:id/estornar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'despesaPaga' }, corpo: { motivo: 'Estorno da matriz' } },
  'POST /api/titulos/despesas/:id/cancelar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'despesaParaCancelar' }, corpo: { motivo: 'Cancelamento da matriz' } },
  // Recibos (Sede's received baixas without a receipt, and the receipts issued): the unit's records
  // only; the PDFs also open with an authtoken. Gerar with no selection is a 422 and issues nothing.
  'GET /api/recibos/pendentes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/recibos/pendentes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/recibos/pendentes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/recibos/pendentes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'baixaSemRecibo' } },
  'POST /api/recibos/pendentes/gerar': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/recibos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/recibos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/recibos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/recibos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'recibo' } },
  'GET /api/recibos/:id/pdf': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'recibo' } },
  'GET /api/recibos/lotes/:id/pdf': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'loteDeRecibos' } },
  'POST /api/recibos/:id/baixarpdf': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'recibo' } },
  'POST /api/recibos/:id/baixarlote': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'recibo' } },
  'POST /api/recibos/:id/reemitir': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'recibo' } },
  // Fixed entries (one view per tipo) of Sede: the unit's records only.
  'GET /api/financeiro/lancamentosfixos/despesas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/lancamentosfixos/despesas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/lancamentosfixos/despesas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/lancamentosfixos/despesas/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'lancamentoFixo' } },
  'POST /api/financeiro/lancamentosfixos/despesas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.lancamentoFixo, descricao: 'Aluguel da Matriz' }) },
  'POST /api/financeiro/lancamentosfixos/despesas/desativar': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ ids: [r.lancamentoFixo] }) },
  'GET /api/financeiro/lancamentosfixos/receitas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/lancamentosfixos/receitas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/lancamentosfixos/receitas/resumos': { celulas: [401, 401, 403, 200, 200] },
  // A despesa's id is no receita: not found, whoever asks with the tag.
  'GET /api/financeiro/lancamentosfixos/receitas/:id': { celulas: [401, 401, 403, 404, 404], parametros: { id: 'lancamentoFixo' } },
  'POST /api/financeiro/lancamentosfixos/receitas': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/lancamentosfixos/receitas/desativar': { celulas: [401, 401, 403, 404, 404], corpo: (r) => ({ ids: [r.lancamentoFixo] }) },
  // The generation of títulos: a job of the session's unit; `{}` is a 422 to whoever holds the tag.
  'POST /api/financeiro/geracaotitulos': { celulas: [401, 401, 403, 422, 422] },
  // Títulos a definir of Sede: adjusting, confirming and discarding ask the confirmar tag.
  'GET /api/financeiro/titulosadefinir': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/titulosadefinir/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/titulosadefinir/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/titulosadefinir/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tituloADefinir' } },
  'POST /api/financeiro/titulosadefinir': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.tituloADefinir, valor: 950 }) },
  'POST /api/financeiro/titulosadefinir/:id/confirmar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tituloParaConfirmar' } },
  'POST /api/financeiro/titulosadefinir/confirmar': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ ids: [r.tituloParaConfirmarNaSelecao] }) },
  'POST /api/financeiro/titulosadefinir/:id/descartar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tituloParaDescartar' } },
  'POST /api/financeiro/titulosadefinir/descartar': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ ids: [r.tituloParaDescartarNaSelecao] }) },
  'GET /api/financeiro/titulosdefinidos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/titulosdefinidos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/titulosdefinidos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/titulosdefinidos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tituloDefinido' } },
  // Withheld taxes (financeiro.impostos.*): the unit's open retenções and groupings; agrupar takes a selection.
  'GET /api/impostos/retencoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/impostos/retencoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/impostos/retencoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/impostos/retencoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'retencaoAberta' } },
  'POST /api/impostos/retencoes/agrupar': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/impostos/agrupados': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/impostos/agrupados/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/impostos/agrupados/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/impostos/agrupados/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'agrupamentoDeImpostos' } },
  'POST /api/impostos/agrupados/:id/desagrupar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'agrupamentoDeImpostos' }, corpo: { motivo: 'Desagrupamento da matriz' } },
  // Transfers (Sede's): the unit's side only; never changed once saved, reversed by estornar. The
  // destinations offered are any unit's accounts. Statement and cash flow: Sede's account only.
  'GET /api/financeiro/transferencias': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/transferencias/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/transferencias/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/transferencias/contas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/transferencias/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'transferencia' } },
  'POST /api/financeiro/transferencias': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/transferencias/:id/estornar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'transferenciaParaEstornar' }, corpo: { motivo: 'Estorno da matriz' } },
  'GET /api/financeiro/extrato': { celulas: [401, 401, 403, 404, 200], consulta: (r) => `conta=${r.conta}&inicio=2026-01-01&fim=2026-12-31` },
  'POST /api/relatorios/financeiro/extrato': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ conta: String(r.conta), inicio: '2026-01-01', fim: '2026-01-31', formato: 'PDF' }) },
  'GET /api/financeiro/fluxocaixa': { celulas: [401, 401, 403, 404, 200], consulta: (r) => `conta=${r.conta}&inicio=2026-01-01&fim=2026-12-31&agrupamento=MES` },
  // Bank reconciliation's matching and closing (issue 17): the matrix's statement line and account of Sede.
  'GET /api/financeiro/conciliacao/linhas': { celulas: [401, 401, 403, 404, 200], consulta: (r) => `conta=${r.conta}` },
  'POST /api/financeiro/conciliacao/linhas/:id/casar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'linhaDoExtrato' } },
  'POST /api/financeiro/conciliacao/linhas/:id/titulo': { celulas: [401, 401, 403, 404, 422], parametros: { id: 'linhaDoExtrato' } },
  'POST /api/financeiro/conciliacao/linhas/:id/desfazer': { celulas: [401, 401, 403, 404, 409], parametros: { id: 'linhaDoExtrato' } },
  'POST /api/financeiro/conciliacao/linhas/:id/ignorar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'linhaDoExtrato' } },
  'POST /api/financeiro/conciliacao/linhas/:id/restaurar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'linhaDoExtrato' } },
  'POST /api/financeiro/conciliacao/regras/aplicar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/conciliacao/regras/desfazer': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/financeiro/conciliacao/contas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/contas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/contas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/contas/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'conta' } },
  'POST /api/financeiro/conciliacao/contas/:id/fechar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'conta' } },
  'POST /api/financeiro/conciliacao/contas/:id/reabrir': { celulas: [401, 401, 403, 404, 409], parametros: { id: 'conta' } },
  'GET /api/financeiro/conciliacao/regrasconciliacao': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/regrasconciliacao/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/regrasconciliacao/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/regrasconciliacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'regraDeConciliacao' } },
  'POST /api/financeiro/conciliacao/regrasconciliacao': { celulas: [401, 401, 403, 422, 422] },
  // The finance report cards (financeiro.relatorios.<id>): each queues a job of the session's
  // unit; an account of another unit is not found.
  'POST /api/financeiro/relatorios/contasabertas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF', conta: String(r.conta) }) },
  'POST /api/financeiro/relatorios/baixas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX', conta: String(r.conta) }) },
  'POST /api/financeiro/relatorios/extrato': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF', conta: String(r.conta) }) },
  'POST /api/financeiro/relatorios/fluxocaixa': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF', conta: String(r.conta) }) },
  'POST /api/financeiro/relatorios/balancete': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/financeiro/relatorios/razao': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/relatorios/dsd': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX' } },
  'POST /api/financeiro/relatorios/execucaoorcamentaria': { celulas: [401, 401, 403, 200, 200], corpo: { ano: '2026', formato: 'PDF' } },
  // Accounting (issue 17): the chart and the parameters are the institution's (outraUnidade reads them), the entries Sede's.
  'GET /api/financeiro/contabilidade/balancete': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31' },
  'GET /api/financeiro/contabilidade/razao': { celulas: [401, 401, 403, 200, 200], consulta: (r) => `contaContabilId=${r.contaContabil}&inicio=2026-01-01&fim=2026-12-31` },
  'GET /api/financeiro/contabilidade/exportacao/csv': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-01-31' },
  'GET /api/financeiro/contabilidade/exportacao/ecd': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-01-31' },
  'POST /api/financeiro/contabilidade/encerramento': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/financeiro/contabilidade/lancamentos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/lancamentos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/lancamentos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/lancamentos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'lancamentoContabil' } },
  'POST /api/financeiro/contabilidade/lancamentos': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/financeiro/contabilidade/contas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/contas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/contas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/contas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'contaContabil' } },
  'POST /api/financeiro/contabilidade/contas': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/contabilidade/contas/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/contabilidade/contas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'contaContabilDescartavel' } },
  'POST /api/financeiro/contabilidade/contas/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/financeiro/contabilidade/contas/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDoPlanoDeContas' } },
  'POST /api/financeiro/contabilidade/contas/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDoPlanoDeContas' }, corpo: { mapeamento: { codigo: 0, descricao: 1, pai: 2, grupo: 3, natureza: 4, tipo: 5 } } },
  'GET /api/financeiro/contabilidade/contas/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDoPlanoDeContas' } },
  'GET /api/financeiro/contabilidade/contas/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDoPlanoDeContas' } },
  'POST /api/financeiro/contabilidade/contas/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDoPlanoDeContas' }, corpo: { mapeamento: { codigo: 0, descricao: 1, pai: 2, grupo: 3, natureza: 4, tipo: 5 } } },
  'GET /api/financeiro/contabilidade/parametros': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/parametros/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/parametros/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contabilidade/parametros/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'parametroContabil' } },
  'POST /api/financeiro/contabilidade/parametros': { celulas: [401, 401, 403, 422, 422] },
  // The accounting lock: the institution's, so the other unit's user, holding the tags, reaches it.
  // An empty body asks for no date: 422, nothing closed or reopened.
  'GET /api/financeiro/contabilidade/fechamento': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/financeiro/contabilidade/fechamento': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/contabilidade/fechamento/reabrir': { celulas: [401, 401, 403, 422, 422] },
  // The budget plan (financeiro.planoorcamentario.*): each unit's own years, so the other unit's
  // caller reads and closes its own; a write of `{}` is a 422 (no year).
  'GET /api/financeiro/planoorcamentario': { celulas: [401, 401, 403, 200, 200], consulta: () => 'ano=2026' },
  'POST /api/financeiro/planoorcamentario': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/planoorcamentario/copiar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/financeiro/planoorcamentario/distribuir': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/financeiro/planoorcamentario/execucao': { celulas: [401, 401, 403, 200, 200], consulta: () => 'ano=2026' },
  'GET /api/financeiro/planoorcamentario/fechamento': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/planoorcamentario/fechamento/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/planoorcamentario/fechamento/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/planoorcamentario/fechamento/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'anoDoOrcamentoFechado' } },
  'POST /api/financeiro/planoorcamentario/fechamento/:id/fechar': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'anoDoOrcamento' } },
  'POST /api/financeiro/planoorcamentario/fechamento/:id/reabrir': { celulas: [401, 401, 403, 409, 200], parametros: { id: 'anoDoOrcamentoFechado' } },
  // The dashboards (issue 17): the session's unit's sums only, so the other unit's user reads its own (200).
  'GET /api/financeiro/painel/mensal': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31' },
  'GET /api/financeiro/painel/categorias': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31&tipo=despesas' },
  'GET /api/financeiro/painel/centroscusto': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31&tipo=receitas' },
  'GET /api/financeiro/painel/pessoas': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31&tipo=receitas' },
  'GET /api/financeiro/painel/contas': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31' },
  'GET /api/financeiro/painel/vencidos': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31' },
  'GET /api/financeiro/painel/orcamento': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31' },
  // The institution's holidays: no unit's own, so the other unit's user holds their tags.
  'GET /api/financeiro/feriados': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/feriados/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/feriados/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/feriados/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'feriado' } },
  'POST /api/financeiro/feriados': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/feriados/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'feriadoDescartavel' } },
  'GET /api/financeiro/contas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/contas/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'conta' } },
  'POST /api/financeiro/contas': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.conta, descricao: 'Conta da Matriz' }) },
  'POST /api/financeiro/contas/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/financeiro/contas/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'contaParaExcluir' } },
  'POST /api/financeiro/contas/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/financeiro/contas/importacao/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeContas' } },
  'POST /api/financeiro/contas/importacao/:id/previa': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeContas' }, corpo: { mapeamento: { descricao: 0, tipo: 1, saldoInicial: 2, dataSaldoInicial: 3 } } },
  'GET /api/financeiro/contas/importacao/:id/linhas': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeContas' } },
  'GET /api/financeiro/contas/importacao/:id/rejeitadas.csv': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeContas' } },
  'POST /api/financeiro/contas/importacao/:id/iniciar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'importacaoDeContas' }, corpo: { mapeamento: { descricao: 0, tipo: 1, saldoInicial: 2, dataSaldoInicial: 3 } } },
  'GET /api/financeiro/parametros': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/financeiro/parametros': { celulas: [401, 401, 403, 200, 200], corpo: { diasAvisoVencimento: 3 } },
  'DELETE /api/financeiro/parametros/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoParametroFinanceiro' } },
  // Bank reconciliation, OFX import: the preview and the import take a file (not multipart: refused);
  // the imports listed and the demo statement are of the caller's unit.
  'POST /api/financeiro/conciliacao/ofx/previa': { celulas: [401, 401, 403, 406, 406] },
  'POST /api/financeiro/conciliacao/ofx/importacao': { celulas: [401, 401, 403, 406, 406] },
  'GET /api/financeiro/conciliacao/ofx/importacoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/financeiro/conciliacao/ofx/exemplo': { celulas: [401, 401, 403, 200, 200] },

  // Break types and groups (registrointervalo.configuracao.*): each unit's own.
  'GET /api/registrointervalo/tiposintervalo': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/tiposintervalo/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/tiposintervalo/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/tiposintervalo/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tipoDeIntervalo' } },
  'POST /api/registrointervalo/tiposintervalo': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.tipoDeIntervaloParaExcluir, descricao: 'Tipo a excluir' }) },
  'DELETE /api/registrointervalo/tiposintervalo/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tipoDeIntervaloParaExcluir' } },
  'GET /api/registrointervalo/gruposintervalos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/gruposintervalos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/gruposintervalos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/gruposintervalos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'grupoDeIntervalo' } },
  'POST /api/registrointervalo/gruposintervalos': { celulas: [401, 401, 403, 404, 200], corpo: (r) => ({ id: r.grupoDeIntervalo, descricao: 'Grupo da Matriz' }) },
  'DELETE /api/registrointervalo/gruposintervalos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'grupoDeIntervaloParaExcluir' } },
  // The groups' schedules listed on their own (child rows, read only here) and the unit's break
  // history over a view (registrointervalo.historico.visualizar): read only, each unit's own.
  'GET /api/registrointervalo/horarios': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/horarios/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/horarios/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/horarios/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'horarioDoIntervalo' } },
  'GET /api/registrointervalo/historico': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/historico/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/historico/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/registrointervalo/historico/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'intervaloEmAndamento' } },

  // Loans between projects (aprovacaofinanceira.emprestimo.*): institution-wide, like the projects,
  // so the other unit's caller (every tag) reaches them. It approves the administrator's request as
  // finance; the administrator, who requested it, never decides on it (422).
  'GET /api/aprovacaofinanceira/emprestimos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/emprestimos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/emprestimos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/emprestimos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'emprestimo' } },
  'POST /api/aprovacaofinanceira/emprestimos': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/aprovacaofinanceira/emprestimo/:id/historico': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'emprestimo' } },
  'GET /api/aprovacaofinanceira/emprestimo/projetos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/emprestimo/contas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/aprovacoesemprestimo': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/aprovacoesemprestimo/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/aprovacoesemprestimo/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/aprovacoesemprestimo/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'emprestimo' } },
  'POST /api/aprovacaofinanceira/aprovacoesemprestimo/:id/rejeitar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'emprestimo' } },
  'POST /api/aprovacaofinanceira/aprovacoesemprestimo/rejeitar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/aprovacaofinanceira/aprovacoesemprestimo/:id/aprovar': { celulas: [401, 401, 403, 200, 422], parametros: { id: 'emprestimo' } },
  'POST /api/aprovacaofinanceira/aprovacoesemprestimo/aprovar': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/aprovacaofinanceira/devolucoesemprestimo': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/devolucoesemprestimo/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/devolucoesemprestimo/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/devolucoesemprestimo/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'emprestimoTransferido' } },
  'POST /api/aprovacaofinanceira/devolucoesemprestimo/:id/devolver': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'emprestimoTransferido' } },
  // Financial approval (issue 18). Profiles and tiers are institution-wide
  // (aprovacaofinanceira.configuracao.*): the other unit's caller, holding the tags, reaches them.
  // The approval list and its history are each unit's (aprovacaofinanceira.pagamento.aprovar,
  // aprovacaofinanceira.historico.visualizar); aprovar and rejeitar need ids (and rejeitar a reason).
  'GET /api/aprovacaofinanceira/perfis': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/perfis/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/perfis/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/perfis/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'perfilDeAprovacao' } },
  'POST /api/aprovacaofinanceira/perfis': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/aprovacaofinanceira/alcadas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/alcadas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/alcadas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/alcadas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'alcadaDeAprovacao' } },
  'POST /api/aprovacaofinanceira/alcadas': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/aprovacaofinanceira/pendentes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/pendentes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/pendentes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/pendentes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'tituloPendente' } },
  'POST /api/aprovacaofinanceira/pendentes/aprovar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/aprovacaofinanceira/pendentes/rejeitar': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/aprovacaofinanceira/historico': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/historico/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/aprovacaofinanceira/historico/resumos': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/aprovacaofinanceira/historico/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/aprovacaofinanceira/historico/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'decisaoDeAprovacao' } },
  // Projects (projetos.*, issue 18): institution-wide, so the other unit's caller, holding the
  // tags, reaches them; the rubricas' autocomplete also answers who sees títulos.
  'GET /api/projetos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'projetoDaMatriz' } },
  'POST /api/projetos': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/projetos/desativar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/projetos/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/projetos/:id/execucao': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'projetoDaMatriz' } },
  'GET /api/projetos/rubricas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/subsecoes': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/projetos/subsecoes': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/projetos/subsecoes/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'secaoDoProjeto' } },
  // Reallocations (projetos.remanejamento.*): institution-wide like the projects. The matrix's
  // request was approved at once (no alçadas in the template), so it waits for nobody: the
  // approval list's record and approval answer 404 to whoever holds the tag (a rejection without
  // its reason is refused first).
  'GET /api/projetos/remanejamentos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'remanejamento' } },
  'POST /api/projetos/remanejamentos': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/projetos/remanejamentosaaprovar': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentosaaprovar/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentosaaprovar/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentosaaprovar/:id': { celulas: [401, 401, 403, 404, 404], parametros: { id: 'remanejamento' } },
  'POST /api/projetos/remanejamentosaaprovar/:id/aprovar': { celulas: [401, 401, 403, 404, 404], parametros: { id: 'remanejamento' } },
  'POST /api/projetos/remanejamentosaaprovar/aprovar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/projetos/remanejamentosaaprovar/:id/rejeitar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'remanejamento' } },
  'POST /api/projetos/remanejamentosaaprovar/rejeitar': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/projetos/remanejamentoshistorico': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentoshistorico/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentoshistorico/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/projetos/remanejamentoshistorico/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'passoDoRemanejamento' } },
  // The approval family's report cards (aprovacaofinanceira.relatorios.*, one tag each): the other
  // unit's caller holds the tags, and a job is queued for its own unit (decisions are each unit's;
  // loans and projects are institution-wide).
  'POST /api/aprovacaofinanceira/relatorios/aprovacoes': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/aprovacaofinanceira/relatorios/emprestimos': { celulas: [401, 401, 403, 200, 200], corpo: { formato: 'XLSX' } },
  'POST /api/aprovacaofinanceira/relatorios/execucaoprojeto': { celulas: [401, 401, 403, 200, 200], corpo: (r) => ({ formato: 'PDF', projeto: String(r.projetoDaMatriz) }) },
  // Assets (patrimonio.*, issue 19): the configuration tables are institution-wide, so the other
  // unit's caller, holding the tags, reaches them; an asset belongs to its unit (Sede's is 404
  // elsewhere; an action's empty form is refused before the record is looked up). The simulation and the month's depreciation are judged before anything is done.
  'GET /api/patrimonio/locais': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/locais/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/locais/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/locais/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'localDescartavel' } },
  'POST /api/patrimonio/locais': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/locais/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'localDescartavel' } },
  'GET /api/patrimonio/grupos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/grupos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/grupos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/grupos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDeBensDescartavel' } },
  'POST /api/patrimonio/grupos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/grupos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDeBensDescartavel' } },
  'GET /api/patrimonio/estadosconservacao': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/estadosconservacao/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/estadosconservacao/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/estadosconservacao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'estadoDeConservacaoDescartavel' } },
  'POST /api/patrimonio/estadosconservacao': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/estadosconservacao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'estadoDeConservacaoDescartavel' } },
  'GET /api/patrimonio/entradas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/entradas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/entradas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/entradas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDeEntradaDoBemDescartavel' } },
  'POST /api/patrimonio/entradas': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/entradas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDeEntradaDoBemDescartavel' } },
  'GET /api/patrimonio/motivosbaixa': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/motivosbaixa/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/motivosbaixa/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/motivosbaixa/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'motivoDeBaixaDescartavel' } },
  'POST /api/patrimonio/motivosbaixa': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/motivosbaixa/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'motivoDeBaixaDescartavel' } },
  'GET /api/patrimonio/circunscricoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/circunscricoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/circunscricoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/circunscricoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'circunscricaoDescartavel' } },
  'POST /api/patrimonio/circunscricoes': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/circunscricoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'circunscricaoDescartavel' } },
  'GET /api/patrimonio/tiposanexos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/tiposanexos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/tiposanexos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/tiposanexos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'tipoDeAnexoDoBemDescartavel' } },
  'POST /api/patrimonio/tiposanexos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/patrimonio/tiposanexos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'tipoDeAnexoDoBemDescartavel' } },
  'GET /api/patrimonio/bens': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/bens/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/bens/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/patrimonio/bens/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'bemDaMatriz' } },
  'POST /api/patrimonio/bens': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/patrimonio/bens/:id/transferir': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'bemDaMatriz' } },
  'POST /api/patrimonio/bens/etiquetas': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/patrimonio/bens/:id/baixar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'bemDaMatriz' } },
  'POST /api/patrimonio/depreciacao/simulacao': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/patrimonio/depreciacao/simulacao': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/patrimonio/depreciacao/lancamentos': { celulas: [401, 401, 403, 422, 422] },
  // The inventory count (patrimonio.inventario.contar): a count of Sede; closing it (last) succeeds.
  'GET /api/patrimonio/inventarios': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/patrimonio/inventarios': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/patrimonio/inventarios/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'inventarioDaMatriz' } },
  'POST /api/patrimonio/inventarios/:id/leituras': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'inventarioDaMatriz' } },
  'POST /api/patrimonio/inventarios/:id/fechar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'inventarioDaMatriz' } },
  // The asset report cards (patrimonio.relatorios.emitir): a job queued for the caller's own unit.
  'POST /api/patrimonio/relatorios/bens': { celulas: [401, 401, 403, 200, 200], corpo: { formato: 'XLSX' } },
  'POST /api/patrimonio/relatorios/depreciacao': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/patrimonio/relatorios/baixas': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/patrimonio/relatorios/inventario': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX' } },
  // Supplies and stock (suprimentos.*, issue 19): institution-wide, like the projects, so the other
  // unit's caller, holding the tags, reaches them. A write with {} is refused by the model's rules.
  'GET /api/suprimentos/grupos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/grupos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/grupos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/grupos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDeSuprimentos' } },
  'POST /api/suprimentos/grupos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/grupos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'grupoDeSuprimentosDescartavel' } },
  'GET /api/suprimentos/subgrupos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/subgrupos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/subgrupos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/subgrupos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'subgrupoDeSuprimentosDescartavel' } },
  'POST /api/suprimentos/subgrupos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/subgrupos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'subgrupoDeSuprimentosDescartavel' } },
  'GET /api/suprimentos/origens': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/origens/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/origens/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/origens/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'origemDeSuprimentosDescartavel' } },
  'POST /api/suprimentos/origens': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/origens/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'origemDeSuprimentosDescartavel' } },
  'GET /api/suprimentos/unidadesmedida': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/unidadesmedida/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/unidadesmedida/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/unidadesmedida/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'unidadeDeMedidaDescartavel' } },
  'POST /api/suprimentos/unidadesmedida': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/unidadesmedida/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'unidadeDeMedidaDescartavel' } },
  'GET /api/suprimentos/formaspagamento': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/formaspagamento/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/formaspagamento/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/formaspagamento/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDePagamentoDescartavel' } },
  'POST /api/suprimentos/formaspagamento': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/formaspagamento/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDePagamentoDescartavel' } },
  'GET /api/suprimentos/utilizacoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/utilizacoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/utilizacoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/utilizacoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'utilizacaoDescartavel' } },
  'POST /api/suprimentos/utilizacoes': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/utilizacoes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'utilizacaoDescartavel' } },
  'GET /api/suprimentos/locais': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/locais/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/locais/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/locais/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'localDeSuprimentos' } },
  'POST /api/suprimentos/locais': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/locais/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'localDeSuprimentosDescartavel' } },
  'GET /api/suprimentos/itens': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/itens/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/itens/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/itens/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'itemDeSuprimentos' } },
  'POST /api/suprimentos/itens': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/suprimentos/itens/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/suprimentos/itens/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'itemDeSuprimentosDescartavel' } },
  'GET /api/suprimentos/estoque': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/estoque/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/estoque/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/estoque/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'posicaoDeEstoque' } },
  'POST /api/suprimentos/estoque/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/suprimentos/ajustes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/ajustes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/ajustes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/ajustes/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'ajusteDeEstoque' } },
  'POST /api/suprimentos/ajustes': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/suprimentos/transferencias': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/transferencias/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/transferencias/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/transferencias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'transferenciaDeEstoque' } },
  'POST /api/suprimentos/transferencias': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/suprimentos/parametros': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/suprimentos/parametros': { celulas: [401, 401, 403, 200, 200], corpo: { permitirEstoqueNegativo: false } },
  'DELETE /api/suprimentos/parametros/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDosParametrosDeSuprimentos' } },
  // A requisition is the Sede's (the other unit's caller gets 404): rejeitar without a reason is 422
  // (the prompt is checked first), then the administrator approves it and issues it from the
  // matrix's stock. A purchase is the Sede's too: approved, then ordered; a receipt without its
  // date is refused by the action's form.
  'GET /api/suprimentos/requisicoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/requisicoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/requisicoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/requisicoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'requisicaoDeSuprimentos' } },
  'POST /api/suprimentos/requisicoes': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/suprimentos/requisicoes/:id/rejeitar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'requisicaoDeSuprimentos' } },
  'POST /api/suprimentos/requisicoes/:id/aprovar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'requisicaoDeSuprimentos' } },
  'POST /api/suprimentos/requisicoes/:id/atender': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'requisicaoDeSuprimentos' } },
  'GET /api/suprimentos/compras': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/compras/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/compras/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/suprimentos/compras/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'compraDeSuprimentos' } },
  'POST /api/suprimentos/compras': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/suprimentos/compras/:id/rejeitar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'compraDeSuprimentos' } },
  'POST /api/suprimentos/compras/:id/aprovar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'compraDeSuprimentos' } },
  'POST /api/suprimentos/compras/:id/emitirpedido': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'compraDeSuprimentos' } },
  'POST /api/suprimentos/compras/:id/receber': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'compraDeSuprimentos' } },
  // The supplies' report cards (suprimentos.relatorios.*, one tag each): the position and the items
  // below minimum need only the format; the movements and the consumption a period too.
  'POST /api/suprimentos/relatorios/posicao': { celulas: [401, 401, 403, 200, 200], corpo: { formato: 'PDF' } },
  'POST /api/suprimentos/relatorios/movimentos': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX' } },
  'POST /api/suprimentos/relatorios/consumo': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/suprimentos/relatorios/abaixominimo': { celulas: [401, 401, 403, 200, 200], corpo: { formato: 'XLSX' } },
  // CEBAS (cebas.*, issue 20): the parameters are the institution's, like the supplies'. The
  // simulations ask, past the guard (any calculator's tag), for the tag of the calculator named: a
  // body or query without a calculator is 422 for whoever holds the tags, and the other unit's caller
  // saves for its own unit.
  'GET /api/cebas/parametros': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/cebas/parametros': { celulas: [401, 401, 403, 200, 200], corpo: { prouni: false } },
  'DELETE /api/cebas/parametros/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDosParametrosDoCebas' } },
  'POST /api/cebas/simulacoes': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/cebas/simulacoes': { celulas: [401, 401, 403, 422, 422] },
  // The service desk (atendimento.*, issue 20): the ticket types and the calendar are the
  // institution's (the other unit's caller holds the tags); a ticket is the Sede's (404 to the other
  // unit). Each step's form is checked before its hook: {} is 422 (the assignee, the status, the
  // reply's text, the solution); closing a ticket that is not resolved is 409.
  'GET /api/atendimento/tipos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/tipos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/tipos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/tipos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'tipoDeAtendimento' } },
  'POST /api/atendimento/tipos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/atendimento/tipos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'tipoDeAtendimentoDescartavel' } },
  'GET /api/atendimento/parametros': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/atendimento/parametros': { celulas: [401, 401, 403, 200, 200], corpo: { sabado: false } },
  'DELETE /api/atendimento/parametros/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoCalendarioDeAtendimento' } },
  'GET /api/atendimento/responsaveis': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/grupos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/atendimentos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/atendimentos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/atendimentos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/atendimento/atendimentos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'atendimentoDaMatriz' } },
  'POST /api/atendimento/atendimentos': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/atendimento/atendimentos/:id/atribuir': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'atendimentoDaMatriz' } },
  'POST /api/atendimento/atendimentos/:id/situacao': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'atendimentoDaMatriz' } },
  'POST /api/atendimento/atendimentos/:id/responder': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'atendimentoDaMatriz' } },
  'POST /api/atendimento/atendimentos/:id/resolver': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'atendimentoDaMatriz' } },
  'POST /api/atendimento/atendimentos/:id/fechar': { celulas: [401, 401, 403, 404, 409], parametros: { id: 'atendimentoDaMatriz' } },
  // The service desk's report cards (atendimento.relatorios.*, one tag each), over a period.
  'POST /api/atendimento/relatorios/volume': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/atendimento/relatorios/sla': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX' } },
  'POST /api/atendimento/relatorios/tempo': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  // Announcements (comunicados.*, issue 20): reading needs only a session and reaches what is
  // addressed to the reader; the fixed one is to Sede, so the other unit's user gets 404 (never its
  // text nor its attachment). Writing is institution-wide: the other unit's user holds the tags.
  'GET /api/comunicados/recebidos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/comunicados/recebidos/naolidos': { celulas: [401, 401, 200, 200, 200] },
  'GET /api/comunicados/recebidos/:id': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'comunicadoDaSede' } },
  'POST /api/comunicados/recebidos/:id/leitura': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'comunicadoDaSede' } },
  'POST /api/comunicados/recebidos/:id/confirmacao': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'comunicadoDaSede' } },
  'GET /api/comunicados/recebidos/:id/anexos/:arquivoId': { celulas: [401, 401, 200, 404, 200], parametros: { id: 'comunicadoDaSede', arquivoId: 'anexoDoComunicado' } },
  'GET /api/comunicados/opcoes/grupos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'comunicadoDaSede' } },
  'POST /api/comunicados': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/comunicados/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'comunicadoDescartavel' } },
  'GET /api/comunicados/leituras': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados/leituras/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados/leituras/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/comunicados/leituras/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'leituraDoComunicado' } },
  // Transparency portal (portaltransparencia.*, issue 21): its lists and settings are the
  // institution's, like the supplies' parameters. The visitor's call and pages need no session.
  'GET /api/publico/transparencia/portal': { celulas: [200, 200, 200, 200, 200] },
  'GET /api/publico/transparencia/carrossel/:id/imagem': { celulas: [200, 200, 200, 200, 200], parametros: { id: 'imagemDoCarrosselDescartavel' } },
  'GET /api/portaltransparencia/receitas-por-fonte': { celulas: [401, 401, 403, 422, 422] },
  'GET /portal/doacao': { celulas: [200, 200, 200, 200, 200], soComClienteConstruido: true },
  'GET /portal/transparencia': { celulas: [200, 200, 200, 200, 200], soComClienteConstruido: true },
  'GET /api/portaltransparencia/transparencias': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/transparencias/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/transparencias/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/transparencias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'itemDeTransparenciaDescartavel' } },
  'POST /api/portaltransparencia/transparencias': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/portaltransparencia/transparencias/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'itemDeTransparenciaDescartavel' } },
  'GET /api/portaltransparencia/carrossel': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/carrossel/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/carrossel/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/carrossel/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'imagemDoCarrosselDescartavel' } },
  'POST /api/portaltransparencia/carrossel': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/portaltransparencia/carrossel/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'imagemDoCarrosselDescartavel' } },
  'GET /api/portaltransparencia/diretoria': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/diretoria/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/diretoria/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/diretoria/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'membroDaDiretoriaDescartavel' } },
  'POST /api/portaltransparencia/diretoria': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/portaltransparencia/diretoria/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'membroDaDiretoriaDescartavel' } },
  'GET /api/portaltransparencia/anexos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/anexos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/anexos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/portaltransparencia/anexos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'anexoDoPortalDescartavel' } },
  'POST /api/portaltransparencia/anexos': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/portaltransparencia/anexos/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'anexoDoPortalDescartavel' } },
  'GET /api/portaltransparencia/parametros': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/portaltransparencia/parametros': { celulas: [401, 401, 403, 200, 200], corpo: { titulo: 'Portal da Transparência' } },
  'DELETE /api/portaltransparencia/parametros/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDosParametrosDoPortal' } },
  'GET /api/portaltransparencia/link': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/portaltransparencia/link': { celulas: [401, 401, 403, 200, 200], corpo: { urlDoSite: '' } },
  'DELETE /api/portaltransparencia/link/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoLinkDoPortal' } },
  'GET /api/portaltransparencia/quemsomos': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/portaltransparencia/quemsomos': { celulas: [401, 401, 403, 200, 200], corpo: { quemSomos: 'Quem somos.' } },
  'DELETE /api/portaltransparencia/quemsomos/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoQuemSomos' } },
  'GET /api/portaltransparencia/oquefazemos': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/portaltransparencia/oquefazemos': { celulas: [401, 401, 403, 200, 200], corpo: { oQueFazemos: 'O que fazemos.' } },
  'DELETE /api/portaltransparencia/oquefazemos/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoOQueFazemos' } },
  'GET /api/portaltransparencia/contato': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/portaltransparencia/contato': { celulas: [401, 401, 403, 200, 200], corpo: { contato: 'Contato.' } },
  'DELETE /api/portaltransparencia/contato/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoContatoDoPortal' } },
  // Donations (doacao.*, issue 21): a gift, its movement and a monthly plan of Sede (404 in the
  // other unit); the configuration pages are institution-wide. An action's empty form is refused
  // before the record is looked up; the receipt and the declaration wait for a received gift (409);
  // the pending PIX gift shows its code (the demo's PIX key).
  // The public calls need no session: the portal and the challenge answer everyone, and an empty
  // gift is refused (422) whoever sends it. The reversal, last, succeeds.
  'POST /api/doacao/pix/brcode': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/doacao/painel': { celulas: [401, 401, 403, 200, 200], consulta: () => 'inicio=2026-01-01&fim=2026-12-31' },
  'GET /api/publico/doacao/portal': { celulas: [200, 200, 200, 200, 200] },
  'GET /api/publico/doacao/desafio': { celulas: [200, 200, 200, 200, 200] },
  'POST /api/publico/doacao': { celulas: [422, 422, 422, 422, 422] },
  'GET /api/doacao/doacoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/doacoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/doacoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/doacoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'doacaoDaMatriz' } },
  'GET /api/doacao/doacoes/:id/declaracao': { celulas: [401, 401, 403, 404, 422], parametros: { id: 'doacaoDaMatriz' } },
  'POST /api/doacao/doacoes': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/doacao/doacoes/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/doacao/doacoes/:id/receber': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'doacaoDaMatriz' } },
  'POST /api/doacao/doacoes/:id/falhar': { celulas: [401, 401, 403, 422, 422], parametros: { id: 'doacaoDaMatriz' } },
  'POST /api/doacao/doacoes/:id/recibo': { celulas: [401, 401, 403, 404, 409], parametros: { id: 'doacaoDaMatriz' } },
  'POST /api/doacao/doacoes/:id/declaracao': { celulas: [401, 401, 403, 404, 409], parametros: { id: 'doacaoDaMatriz' } },
  'POST /api/doacao/doacoes/:id/pix': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'doacaoDaMatriz' } },
  'POST /api/doacao/doacoes/:id/estornar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'doacaoDaMatriz' }, corpo: { motivo: 'Estorno da matriz' } },
  'GET /api/doacao/colaboracoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/colaboracoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/colaboracoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/colaboracoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'colaboracaoDaMatriz' } },
  'POST /api/doacao/colaboracoes': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/doacao/colaboracoes/gerar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/doacao/colaboracoes/:id/cancelar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'colaboracaoDaMatriz' }, corpo: { motivo: 'Cancelada pela matriz' } },
  'GET /api/doacao/movimentacoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/movimentacoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/movimentacoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/doacao/movimentacoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'movimentoDaMatriz' } },
  'POST /api/doacao/movimentacoes/imprimir': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/doacao/relatorios/pordoador': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/doacao/relatorios/inativos': { celulas: [401, 401, 403, 200, 200], corpo: { formato: 'XLSX' } },
  'GET /api/doacao/configuracoes/sobre': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/doacao/configuracoes/sobre': { celulas: [401, 401, 403, 200, 200], corpo: { titulo: 'Doe para a Matriz' } },
  'DELETE /api/doacao/configuracoes/sobre/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoSobre' } },
  'GET /api/doacao/configuracoes/cadastro': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/doacao/configuracoes/cadastro': { celulas: [401, 401, 403, 200, 200], corpo: { pedirTelefone: true } },
  'DELETE /api/doacao/configuracoes/cadastro/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoCadastro' } },
  'GET /api/doacao/configuracoes/parametro': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/doacao/configuracoes/parametro': { celulas: [401, 401, 403, 200, 200], corpo: { falhasParaCancelar: 3 } },
  'DELETE /api/doacao/configuracoes/parametro/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoParametroDasDoacoes' } },
  'GET /api/doacao/configuracoes/portal': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/doacao/configuracoes/portal': { celulas: [401, 401, 403, 200, 200], corpo: { valorMinimo: 10 } },
  'DELETE /api/doacao/configuracoes/portal/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDoPortal' } },
  'GET /api/doacao/configuracoes/links': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/doacao/configuracoes/links': { celulas: [401, 401, 403, 200, 200], corpo: { site: 'https://alicerce.org.br' } },
  'DELETE /api/doacao/configuracoes/links/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDosLinks' } },
  'GET /api/doacao/configuracoes/notificacoes': { celulas: [401, 401, 403, 200, 200] },
  'PUT /api/doacao/configuracoes/notificacoes': { celulas: [401, 401, 403, 200, 200], corpo: { agradecer: true } },
  'DELETE /api/doacao/configuracoes/notificacoes/:campo': { celulas: [401, 401, 403, 200, 200], parametros: { campo: 'campoDasNotificacoes' } },

  // Fundraising, bank return files: the preview takes a file (not multipart: refused) and stores nothing.
  'POST /api/mobilizacao/remessa/retorno/previa': { celulas: [401, 401, 403, 406, 406] },
  // Fundraising (mobilizacao.*, issue 22): the configuration tables are institution-wide, so the
  // other unit's caller, holding the tags, reaches them; a colaboração and a donor belong to Sede
  // (404 elsewhere). The agenda is each operator's in their unit: Sede's administrator takes a donor
  // of the demo's campaign, the other unit has none to take (422). Empty writes are refused.
  'GET /api/mobilizacao/situacoesligacao': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/situacoesligacao/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/situacoesligacao/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/situacoesligacao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'situacaoDeLigacaoDescartavel' } },
  'POST /api/mobilizacao/situacoesligacao': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/mobilizacao/situacoesligacao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'situacaoDeLigacaoDescartavel' } },
  'GET /api/mobilizacao/campanhas': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/campanhas/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/campanhas/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/campanhas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'campanhaDescartavel' } },
  'POST /api/mobilizacao/campanhas': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/mobilizacao/campanhas/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'campanhaDescartavel' } },
  'GET /api/mobilizacao/formascobranca': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/formascobranca/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/formascobranca/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/formascobranca/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDeCobrancaDescartavel' } },
  'POST /api/mobilizacao/formascobranca': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/mobilizacao/formascobranca/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'formaDeCobrancaDescartavel' } },
  'GET /api/mobilizacao/indices': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/indices/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/indices/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/indices/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'indiceDescartavel' } },
  'POST /api/mobilizacao/indices': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/mobilizacao/indices/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'indiceDescartavel' } },
  'GET /api/mobilizacao/renovacao': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/renovacao/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/renovacao/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/renovacao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'regraDeRenovacaoDescartavel' } },
  'POST /api/mobilizacao/renovacao': { celulas: [401, 401, 403, 422, 422] },
  'DELETE /api/mobilizacao/renovacao/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'regraDeRenovacaoDescartavel' } },
  'GET /api/mobilizacao/colaboracoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/colaboracoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/colaboracoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/colaboracoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'colaboracaoDaMobilizacao' } },
  'POST /api/mobilizacao/colaboracoes': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/mobilizacao/colaboracoes/reajustar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/mobilizacao/colaboracoes/:id/reajustar': { celulas: [401, 401, 403, 404, 422], parametros: { id: 'colaboracaoDaMobilizacao' } },
  'GET /api/mobilizacao/telemarketing/colaboracoes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/telemarketing/colaboracoes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/telemarketing/colaboracoes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/telemarketing/colaboracoes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'colaboracaoDoTelemarketing' } },
  'GET /api/mobilizacao/telemarketing/agenda': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/telemarketing/doadores/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'doadorDaMatriz' } },
  'POST /api/mobilizacao/telemarketing/ligacoes': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/mobilizacao/telemarketing/agenda/proximo': { celulas: [401, 401, 403, 422, 200] },
  'POST /api/mobilizacao/telemarketing/agenda/liberar': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/consulta': { celulas: [401, 401, 403, 200, 200], consulta: () => 'q=Silva' },
  'GET /api/mobilizacao/consulta/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'doadorDaMatriz' } },
  'GET /api/mobilizacao/telemarketing/opcoes': { celulas: [401, 401, 403, 200, 200] },
  'POST /api/mobilizacao/relatorios/produtividade': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/mobilizacao/relatorios/campanhas': { celulas: [401, 401, 403, 200, 200], corpo: { formato: 'XLSX' } },
  // Utility companies (issue 22): the adapters are institution-wide (the other unit's caller with
  // the tags reaches them); consents and returns are Sede's (404 elsewhere). The page of a utility
  // shows each unit its own consents and returns. The return's upload takes a file (not
  // multipart: refused). Empty writes are refused.
  'GET /api/mobilizacao/concessionarias/parametros': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/parametros/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/parametros/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/parametros/:id': { celulas: [401, 401, 403, 200, 200], parametros: { id: 'concessionariaDaMatriz' } },
  'POST /api/mobilizacao/concessionarias/parametros': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/mobilizacao/concessionarias/consentimentos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/consentimentos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/consentimentos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/consentimentos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'consentimentoDaMatriz' } },
  'POST /api/mobilizacao/concessionarias/consentimentos': { celulas: [401, 401, 403, 422, 422] },
  'GET /api/mobilizacao/concessionarias/retornos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/retornos/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/retornos/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/concessionarias/retornos/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'retornoDaConcessionaria' } },
  'GET /api/mobilizacao/concessionarias/:codigo/pagina': { celulas: [401, 401, 403, 200, 200], parametros: { codigo: 'codigoDaConcessionaria' } },
  'POST /api/mobilizacao/concessionarias/:codigo/retornos': { celulas: [401, 401, 403, 406, 406], parametros: { codigo: 'codigoDaConcessionaria' } },
  'GET /api/mobilizacao/concessionarias/pendentes': { celulas: [401, 401, 403, 200, 200] },
  // Resolving as a donor without consent and giving none is refused; another unit does not find the record; discarding it then succeeds.
  'POST /api/mobilizacao/concessionarias/registros/:id/resolver': { celulas: [401, 401, 403, 404, 422], parametros: { id: 'registroAResolver' }, corpo: (r) => ({ pessoa: r.pessoa }) },
  'POST /api/mobilizacao/concessionarias/registros/:id/descartar': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'registroAResolver' }, corpo: { motivo: 'Conta que não é de um doador.' } },
  'POST /api/mobilizacao/relatorios/cobrancas': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'PDF' } },
  'POST /api/mobilizacao/relatorios/retornos': { celulas: [401, 401, 403, 200, 200], corpo: { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX' } },
  // Fundraising, the bank collection cycle: charges, remittances and returns belong to Sede (404
  // elsewhere). Gerar remessa and the file's copy queue jobs; applying a return takes a file (not
  // multipart: refused).
  'GET /api/mobilizacao/remessa/envio': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/envio/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/envio/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/envio/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'cobrancaAEnviar' } },
  'POST /api/mobilizacao/remessa/envio/gerar': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/mobilizacao/remessa/envio/:id/boleto': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'cobrancaAEnviar' } },
  'POST /api/mobilizacao/remessa/envio/email': { celulas: [401, 401, 403, 422, 422] },
  'POST /api/mobilizacao/remessa/envio/:id/email': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'cobrancaAEnviar' } },
  'POST /api/mobilizacao/consulta/cobrancas/:id/email': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'cobrancaAEnviar' } },
  'GET /api/mobilizacao/remessa/historico': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/historico/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/historico/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/historico/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'remessaDaMatriz' } },
  'POST /api/mobilizacao/remessa/historico/:id/arquivo': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'remessaDaMatriz' } },
  'GET /api/mobilizacao/remessa/retornodetalhes': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/retornodetalhes/metadatalist': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/retornodetalhes/resumos': { celulas: [401, 401, 403, 200, 200] },
  'GET /api/mobilizacao/remessa/retornodetalhes/:id': { celulas: [401, 401, 403, 404, 200], parametros: { id: 'registroDeRetornoDaMatriz' } },
  'POST /api/mobilizacao/remessa/retorno/aplicar': { celulas: [401, 401, 403, 406, 406] },
};
