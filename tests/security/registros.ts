import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, idDoUsuario, pngDeVerdade } from '../server/ajudantes.ts';
import { enviarArquivo } from '../server/modules/mensagens/ajudantes.ts';
import { criarGrupo } from '../server/modules/registrointervalo/ajudantes.ts';
import type { NomeDoRegistro, RegistroDescartavel, RegistroFixo } from './matriz.ts';
import { descartavelDoFinanceiro, fixosDoFinanceiro, ehDescartavelDoFinanceiro, type DescartavelDoFinanceiro } from './registros-financeiro.ts';
import { fixosDosRecibos } from './registros-recibos.ts';
import { fixosDosLancamentos } from './registros-fixos.ts';
import { fixosDosTitulos } from './registros-titulos.ts';
import { fixosDosImpostos } from './registros-impostos.ts';
import { fixosDoMovimento } from './registros-movimento.ts';
import { fixosDaConciliacao } from './registros-conciliacao.ts';
import { descartavelDaContabilidade, fixosDaContabilidade, type DescartavelDaContabilidade } from './registros-contabilidade.ts';
import { fixosDoOrcamento } from './registros-orcamento.ts';
import { fixosDosEmprestimos } from './registros-emprestimos.ts';
import { fixosDaAprovacao } from './registros-aprovacao.ts';
import { fixosDosProjetos } from './registros-projetos.ts';
import { descartavelDoPatrimonio, ehDescartavelDoPatrimonio, fixosDoPatrimonio, type DescartavelDoPatrimonio } from './registros-patrimonio.ts';
import { fixosDoCebas } from './registros-cebas.ts';
import { descartavelDoPortalDaTransparencia, ehDescartavelDoPortalDaTransparencia, fixosDoPortalDaTransparencia, type DescartavelDoPortalDaTransparencia } from './registros-portaltransparencia.ts';
import { fixosDasConcessionarias } from './registros-concessionarias.ts';
import { fixosDasDoacoes } from './registros-doacoes.ts';
import { fixosDaRemessa } from './registros-remessa.ts';
import { descartavelDaMobilizacao, ehDescartavelDaMobilizacao, fixosDaMobilizacao, type DescartavelDaMobilizacao } from './registros-mobilizacao.ts';
import { descartavelDosSuprimentos, ehDescartavelDosSuprimentos, fixosDosSuprimentos, type DescartavelDosSuprimentos } from './registros-suprimentos.ts';
import { descartavelDoAtendimento, fixosDoAtendimento, type DescartavelDoAtendimento } from './registros-atendimento.ts';
import { descartavelDosComunicados, ehDescartavelDosComunicados, fixosDosComunicados, type DescartavelDosComunicados } from './registros-comunicados.ts';

// The records the matrix's URLs and bodies name (not a test file itself): each belongs to the
// administrator's unit, Sede, or to the administrator himself, so a caller of another unit or
// another user reaching one of them is an IDOR. A "descartável" record is made anew for each
// call, for deletions that more than one caller may legitimately perform.

export type Valor = number | string;

export interface Registros {
  fixos: Readonly<Record<RegistroFixo, Valor>>;
  valor(nome: NomeDoRegistro): Promise<Valor>;
}

// The generic engine's institution-wide lists: a record is just a description.
const LISTAS: Readonly<Record<Exclude<RegistroDescartavel, 'grupoDePessoasDescartavel' | DescartavelDoFinanceiro | DescartavelDaContabilidade | DescartavelDoPatrimonio | DescartavelDosSuprimentos | DescartavelDoAtendimento | DescartavelDosComunicados | DescartavelDoPortalDaTransparencia | DescartavelDaMobilizacao>, string>> = {
  idiomaDescartavel: '/api/pessoas/idiomas',
  profissaoDescartavel: '/api/pessoas/profissoes',
  funcaoDescartavel: '/api/pessoas/funcoes',
  cargoDescartavel: '/api/pessoas/cargos',
  situacaoDescartavel: '/api/pessoas/situacoes',
  formacaoDescartavel: '/api/pessoas/formacoesacademicas',
  formaDeEntradaDescartavel: '/api/pessoas/formasentrada',
  beneficioDescartavel: '/api/pessoas/beneficios',
  tipoDeAnexoDescartavel: '/api/pessoas/tiposanexos',
};

/** Writes as the token's user and returns the reply's content.id (fails the test on a non-200). */
function gravarComo(t: AppDeTeste, token: string) {
  return async (method: 'POST' | 'PUT', url: string, payload: object): Promise<{ id: number; conversaId?: number }> => {
    const r = await t.chamar({ method, url, token, payload });
    if (r.statusCode !== 200) throw new Error(`${method} ${url} falhou ao preparar a matriz: ${r.statusCode} ${r.body}`);
    return r.json<{ content: { id: number; conversaId?: number } }>().content;
  };
}

/** Sends a PNG as multipart to `url` and returns the reply's content. */
async function enviarImagem<T>(t: AppDeTeste, token: string, url: string): Promise<T> {
  const r = await t.chamar({
    method: 'POST',
    url,
    token,
    ...corpoMultipart([{ campo: 'file', nomeArquivo: 'imagem.png', tipo: 'image/png', conteudo: await pngDeVerdade(40, 40) }]),
  });
  if (r.statusCode !== 200) throw new Error(`envio de imagem a ${url} falhou: ${r.statusCode} ${r.body}`);
  return r.json<{ content: T }>().content;
}

/** The administrator's upload of a CSV to a screen's import; its id. */
async function enviarPlanilha(t: AppDeTeste, token: string, url: string, csv: string): Promise<number> {
  const r = await t.chamar({
    method: 'POST',
    url,
    token,
    ...corpoMultipart([{ campo: 'file', nomeArquivo: 'planilha.csv', tipo: 'text/csv', conteudo: Buffer.from(csv) }]),
  });
  if (r.statusCode !== 200) throw new Error(`importação em ${url} falhou: ${r.statusCode} ${r.body}`);
  return r.json<{ content: { id: number } }>().content.id;
}

/** The institution's logo, so that its public address answers 200. */
async function enviarLogotipo(t: AppDeTeste, token: string): Promise<void> {
  await enviarImagem<unknown>(t, token, '/api/parametros/logo');
}

/** A user of Sede with a photo and an e-mail, who is none of the callers. */
async function colegaDaSede(t: AppDeTeste, sede: number): Promise<{ id: number; token: string }> {
  const id = await criarUsuario(t.db, { login: 'matriz.colega', unidadeIds: [sede] });
  const token = await t.entrar('matriz.colega');
  await enviarImagem<unknown>(t, token, '/api/perfilusuario/foto');
  return { id, token };
}

/** A notice to Sede published by a Sede user (so the administrator is one of its recipients). */
async function avisoDaSede(t: AppDeTeste, sede: number): Promise<number> {
  await criarUsuario(t.db, { login: 'matriz.publicador', unidadeIds: [sede], tags: ['avisos.aviso.publicar'] });
  const publicar = gravarComo(t, await t.entrar('matriz.publicador'));
  return (await publicar('POST', '/api/avisos', { titulo: 'Aviso da Sede', texto: 'Só para a Sede.', alcance: 'UNIDADES', unidades: [sede] })).id;
}

/** The administrator's break of Sede's demo group: one in progress, and the group's window. */
async function intervaloDaSede(t: AppDeTeste, sede: number, admin: number): Promise<{ emAndamento: number; horario: number; tipo: number }> {
  const grupo = await t.db.selectFrom('grupo_intervalo').select('id').where('unidade_id', '=', sede).where('descricao', '=', 'Equipe Sede').executeTakeFirstOrThrow();
  const horario = (await t.db.selectFrom('grupo_intervalo_horario').select('id').where('grupo_intervalo_id', '=', grupo.id).orderBy('ordem').executeTakeFirstOrThrow()).id;
  const tipo = (await t.db.selectFrom('tipo_intervalo').select('id').where('unidade_id', '=', sede).orderBy('id').executeTakeFirstOrThrow()).id;
  const { id } = await t.db
    .insertInto('intervalo')
    .values({
      usuario_id: admin,
      unidade_id: sede,
      grupo_intervalo_id: grupo.id,
      grupo_intervalo_horario_id: horario,
      tipo_intervalo_id: tipo,
      data: sql<string>`(now() AT TIME ZONE 'America/Sao_Paulo' - interval '1 day')::date`,
      estado: 'EM_ANDAMENTO',
      liberado_em: sql<Date>`now() - interval '1 day'`,
      iniciado_em: sql<Date>`now() - interval '1 day'`,
      duracao_maxima_min: 15,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { emAndamento: id, horario, tipo };
}

async function pessoasDaSede(t: AppDeTeste, sede: number): Promise<number[]> {
  const linhas = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', sede).where('ativo', '=', true).where('fornecedor', '=', false).orderBy('id').limit(3).execute();
  return linhas.map((l) => l.id);
}

/** Creates every record the matrix names, as the administrator in Sede (token of that session). */
export async function prepararRegistros(t: AppDeTeste, tokenDoAdministrador: string): Promise<Registros> {
  const admin = gravarComo(t, tokenDoAdministrador);
  const sede = await idDaUnidade(t.db, 'Sede');
  const adminId = await idDoUsuario(t.db, 'admin');
  const colega = await colegaDaSede(t, sede);

  const foto = (await enviarImagem<{ id: number }>(t, tokenDoAdministrador, '/api/arquivos?diretorio=pessoas&tipo=IMAGEM')).id;
  const termo = await enviarArquivo(t, tokenDoAdministrador, 'termo.txt', 'termo de adesão');
  const pessoa = (await admin('POST', '/api/pessoas', { nome: 'Pessoa da Matriz', foto: { id: foto }, anexos: [{ arquivo: { id: termo } }] })).id;
  const [pessoaParaAlterar = 0, pessoaParaAnonimizar = 0, pessoaParaDesativar = 0] = await pessoasDaSede(t, sede);
  await enviarLogotipo(t, tokenDoAdministrador);

  const anexoDaMensagem = await enviarArquivo(t, tokenDoAdministrador, 'pauta.txt', 'pauta da reunião');
  const carta = { assunto: 'Reunião', corpo: 'Amanhã às 10h.', destinatarios: [colega.id] };
  const mensagem = await admin('POST', '/api/mensagens', { ...carta, anexos: [anexoDaMensagem] });
  const mensagemParaExcluir = await admin('POST', '/api/mensagens', carta);
  const mensagemRecebida = await gravarComo(t, colega.token)('POST', '/api/mensagens', { ...carta, destinatarios: [adminId] });
  const rascunho = await admin('POST', '/api/mensagens/rascunhos', carta);
  const rascunhoParaEnviar = await admin('POST', '/api/mensagens/rascunhos', carta);

  const importacao = await enviarPlanilha(t, tokenDoAdministrador, '/api/pessoas/importacao', 'Nome;CPF\r\nAna Matriz;529.982.247-25\r\n');
  const importacaoDeProfissoes = await enviarPlanilha(t, tokenDoAdministrador, '/api/pessoas/profissoes/importacao', 'Descrição\r\nProfissão da Matriz\r\n');
  const importacaoDeSetores = await enviarPlanilha(t, tokenDoAdministrador, '/api/setores/importacao', 'Nome\r\nSetor da Matriz\r\n');
  const planilhaDoFinanceiro = (recurso: string, csv: string) => enviarPlanilha(t, tokenDoAdministrador, `/api/financeiro/${recurso}/importacao`, csv);
  const importacaoDeGruposFinanceiros = await planilhaDoFinanceiro('gruposfinanceiros', 'Descrição;Natureza\r\nGrupo da Matriz;Despesa\r\n');
  const importacaoDeCategorias = await planilhaDoFinanceiro('categorias', 'Código;Descrição;Natureza;Tipo\r\n89;Categoria da Matriz;Despesa;Analítica\r\n');
  const importacaoDeCentrosDeCusto = await planilhaDoFinanceiro('centroscusto', 'Código;Descrição;Tipo\r\nM99;Centro da Matriz;Projeto\r\n');
  const importacaoDeContas = await planilhaDoFinanceiro('contas', 'Descrição;Tipo;Saldo inicial;Data do saldo inicial\r\nCaixa da Matriz;Caixa;0;01/01/2026\r\n');
  const importacaoDoPlanoDeContas = await planilhaDoFinanceiro('contabilidade/contas', 'Código;Descrição;Conta superior;Grupo;Natureza;Tipo\r\n5.3.89;Conta da Matriz;5.3;Despesa;Devedora;Analítica\r\n');

  const intervalo = await intervaloDaSede(t, sede, adminId);
  const grupoDeIntervalo = async (descricao: string) => (await criarGrupo(t.db, { unidadeId: sede, descricao, membros: [], tipos: [], horarios: [] })).id;
  const email = await t.db.insertInto('email_saida').values({ para: 'colega@alicerce.example.com.br', assunto: 'Teste', corpo: 'Texto do e-mail.' }).returning('id').executeTakeFirstOrThrow();
  const grupoPermissao = await t.db.selectFrom('grupo_permissao').select('id').where('nome', '=', 'Cadastro de Pessoas').executeTakeFirstOrThrow();

  const financeiro = await fixosDoFinanceiro(t, admin);
  const fixos: Record<RegistroFixo, Valor> = {
    raizDoCliente: '',
    modeloPessoa: 'pessoa.json',
    telaDeSetores: 'configuracoes.setores',
    chaveDeParametro: 'tamanhoDePagina',
    campoDoEmail: 'remetente',
    campoDoParametroFinanceiro: 'diasAvisoVencimento',
    cidade: (await t.db.selectFrom('cidade').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    unidade: sede,
    usuario: colega.id,
    grupoPermissao: grupoPermissao.id,
    pessoa,
    anexoDaPessoa: termo,
    pessoaParaAlterar,
    pessoaParaAnonimizar,
    pessoaParaDesativar,
    importacao,
    importacaoDeProfissoes,
    importacaoDeSetores,
    importacaoDeGruposFinanceiros,
    importacaoDeCategorias,
    importacaoDoPlanoDeContas,
    importacaoDeCentrosDeCusto,
    importacaoDeContas,
    tarefa: (await admin('POST', '/api/relatorios/usuarios', {})).id,
    intervaloEmAndamento: intervalo.emAndamento,
    horarioDoIntervalo: intervalo.horario,
    tipoDeIntervalo: intervalo.tipo,
    mensagem: mensagem.id,
    conversa: mensagem.conversaId ?? 0,
    anexoDaMensagem,
    mensagemRecebida: mensagemRecebida.id,
    mensagemParaExcluir: mensagemParaExcluir.id,
    rascunho: rascunho.id,
    rascunhoParaEnviar: rascunhoParaEnviar.id,
    destinatario: colega.id,
    aviso: await avisoDaSede(t, sede),
    emailDaSaida: email.id,
    arquivo: anexoDaMensagem,
    setor: (await admin('POST', '/api/setores', { nome: 'Setor da Matriz' })).id,
    setorParaExcluir: (await admin('POST', '/api/setores', { nome: 'Setor a excluir' })).id,
    tipoDeIntervaloParaExcluir: (await admin('POST', '/api/registrointervalo/tiposintervalo', { descricao: 'Tipo a excluir' })).id,
    grupoDeIntervalo: await grupoDeIntervalo('Grupo da Matriz'),
    grupoDeIntervaloParaExcluir: await grupoDeIntervalo('Grupo a excluir'),
    grupoDePessoas: (await admin('POST', '/api/pessoas/grupospessoas', { descricao: 'Grupo da Matriz' })).id,
    ...financeiro,
    ...(await fixosDosTitulos(t, admin, pessoa, financeiro.conta)),
    ...(await fixosDosRecibos(t, admin, pessoa, financeiro.conta)),
    ...(await fixosDosLancamentos(t, admin, pessoa, financeiro.conta)),
    ...(await fixosDosImpostos(t, admin, pessoa, financeiro.conta)),
    ...(await fixosDoMovimento(admin, financeiro.conta)),
    ...(await fixosDaConciliacao(t, admin, financeiro.conta)),
    ...(await fixosDaContabilidade(admin)),
    ...(await fixosDoOrcamento(admin)),
    ...(await fixosDosEmprestimos(t, admin, colega.id, financeiro.conta)),
    ...(await fixosDaAprovacao(t, admin, sede, adminId)),
    ...(await fixosDosProjetos(t, admin)),
    ...(await fixosDoPatrimonio(t, admin)),
    ...(await fixosDosSuprimentos(t, admin, pessoa)),
    ...fixosDoCebas(),
    ...(await fixosDoAtendimento(admin)),
    ...(await fixosDosComunicados(t, admin, tokenDoAdministrador, sede)),
    ...(await fixosDoPortalDaTransparencia(async () => (await enviarImagem<{ id: number }>(t, tokenDoAdministrador, '/api/arquivos?diretorio=anexos&tipo=ALL')).id)),
    ...(await fixosDasDoacoes(t, admin, pessoa)),
    ...(await fixosDaMobilizacao(t, admin, pessoa)),
    ...(await fixosDasConcessionarias(t)),
    ...(await fixosDaRemessa(t, pessoa)),
  };

  let seq = 0;
  const descartavel = async (nome: RegistroDescartavel): Promise<number> => {
    if (ehDescartavelDoFinanceiro(nome)) return descartavelDoFinanceiro(t, admin, nome, ++seq);
    if (nome === 'contaContabilDescartavel') return descartavelDaContabilidade(admin, ++seq);
    if (ehDescartavelDoPatrimonio(nome)) return descartavelDoPatrimonio(admin, nome, ++seq);
    if (ehDescartavelDosSuprimentos(nome)) return descartavelDosSuprimentos(admin, nome, ++seq);
    if (nome === 'tipoDeAtendimentoDescartavel') return descartavelDoAtendimento(admin, ++seq);
    if (ehDescartavelDosComunicados(nome)) return descartavelDosComunicados(admin, ++seq);
    if (ehDescartavelDoPortalDaTransparencia(nome)) return descartavelDoPortalDaTransparencia(admin, nome, ++seq, Number(fixos.imagemDoCarrossel));
    if (ehDescartavelDaMobilizacao(nome)) return descartavelDaMobilizacao(admin, nome, ++seq);
    const url = nome === 'grupoDePessoasDescartavel' ? '/api/pessoas/grupospessoas' : LISTAS[nome];
    return (await admin('POST', url, { descricao: `Descartável ${++seq}` })).id;
  };
  return {
    fixos,
    valor: async (nome) => (Object.hasOwn(fixos, nome) ? fixos[nome as RegistroFixo] : descartavel(nome as RegistroDescartavel)),
  };
}
