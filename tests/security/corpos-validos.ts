import type { Fixos } from './matriz.ts';

// A body each write route accepts from the administrator in Sede (not a test file itself), the
// base of the hostile battery (hostil.test.ts): one member at a time is swapped for a hostile
// value, so the refusal can only come from that member. Its string members are among the text
// fields the battery attacks. A route missing here is still attacked, from `{}`; one that takes
// no body is never listed. Updates name records of registros.ts, so a swap that gets through
// shows in the database's fingerprint. Each is sent as it is at the end of the file, to prove it
// is accepted (BASES_RECUSADAS lists the few that cannot be, and why).

type Corpo = Readonly<Record<string, unknown>>;

const CARTA = (r: Fixos) => ({ assunto: 'Reunião', corpo: 'Amanhã às 10h.', destinatarios: [r.destinatario] });
const PERIODO = { dataInicial: '2026-01-01', dataFinal: '2026-01-31' };
const FILTRO = { q: 'Ana', email: 'ana@example.com', numeroContato: '11999990000', cpf: '52998224725', cnpj: '11222333000181' };
const MAPEAMENTO = { mapeamento: { nome: 0, 'pessoaFisica.cpf': 1 } };
const LISTA = { descricao: 'Item do teste hostil' };

export const CORPOS_VALIDOS: Readonly<Record<string, (r: Fixos) => Corpo>> = {
  'POST /api/login': () => ({ username: 'admin', password: 'admin' }),
  'POST /api/recuperarsenha': () => ({ login: 'admin' }),
  'POST /api/novasenha': () => ({ token: 'link-inexistente', senha: 'SenhaNova123', confirmacaoSenha: 'SenhaNova123' }),
  'POST /api/authtokens': (r) => ({ recurso: `/api/pessoas/${r.pessoa}/foto` }),
  'POST /api/context/unidade': (r) => ({ unidadeId: r.unidade }),
  'PUT /api/internacionalizacao/mensagens': () => ({ idioma: 'pt-BR', chave: 'Salvar', texto: 'Gravar' }),
  'POST /api/perfilusuario': () => ({ nome: 'Administrador', email: 'admin@example.com' }),
  'POST /api/perfilusuario/senha': () => ({ senhaAtual: 'admin', novaSenha: 'SenhaNova123', confirmacaoSenha: 'SenhaNova123' }),
  'POST /api/usuarios': (r) => ({ id: r.usuario, login: 'matriz.colega', nome: 'Colega da Matriz', email: 'colega@example.com' }),
  'POST /api/grupospermissao': (r) => ({ id: r.grupoPermissao, nome: 'Cadastro de Pessoas', descricao: 'Quem cadastra pessoas.' }),
  'POST /api/pessoas/filter': () => FILTRO,
  'POST /api/pessoas/mapa': () => FILTRO,
  'POST /api/relatorios/pessoascadastradas': () => FILTRO,
  'POST /api/pessoas/desabilitapessoas': (r) => ({ ids: [r.pessoaParaDesativar] }),
  // Both roles, so that the sections of both are read (a person without the PJ role has no CNPJ: it is not stored).
  'POST /api/pessoas': (r) => ({
    id: r.pessoaParaAlterar,
    nome: 'Pessoa Alterada',
    papelPessoaJuridica: true,
    pessoaJuridica: { cnpj: '11.222.333/0001-81' },
    observacao: 'Observação.',
    logradouro: 'Rua A',
  }),
  'POST /api/pessoas/:id/anonimizar': () => ({ confirmacao: 'ANONIMIZAR' }),
  'POST /api/relatorios/aniversariantes': () => ({ ...PERIODO, formato: 'XLSX' }),
  'POST /api/pessoas/importacao/:id/previa': () => MAPEAMENTO,
  'POST /api/pessoas/importacao/:id/iniciar': () => MAPEAMENTO,
  'PUT /api/politicaprivacidade': () => ({ texto: 'Política de privacidade.' }),
  'POST /api/relatorios/usuarios': () => ({ q: 'admin' }),
  // A descriptor list's Imprimir: the list's query in the URL, the format in the body.
  'POST /api/financeiro/categorias/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/centroscusto/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/contas/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/eventosfolha/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/gruposcontas/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/gruposfinanceiros/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/impostos/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/financeiro/ocorrencias/imprimir': () => ({ formato: 'XLSX' }),
  'POST /api/registrointervalo/intervalos': (r) => ({ intervaloId: r.intervaloEmAndamento, tipoIntervaloId: r.tipoDeIntervalo }),
  'POST /api/relatorios/registrointervalo/intervalos': (r) => ({ ...PERIODO, formato: 'XLSX', usuarioId: r.usuario }),
  'POST /api/relatorios/registrointervalo/excessos': (r) => ({ ...PERIODO, formato: 'XLSX', usuarioId: r.usuario }),
  'POST /api/mensagens': CARTA,
  'POST /api/mensagens/rascunhos': CARTA,
  'PUT /api/mensagens/rascunhos/:id': CARTA,
  'POST /api/mensagens/rascunhos/:id/enviar': CARTA,
  'POST /api/mensagens/:id/respostas': () => ({ corpo: 'Combinado.' }),
  'POST /api/mensagens/:id/leitura': () => ({ lida: true }),
  'POST /api/avisos': () => ({ titulo: 'Aviso', texto: 'Texto do aviso.', alcance: 'TODOS', expiraEm: null }),
  'PUT /api/parametros': () => ({ nomeDaInstituicao: 'Instituição', fusoHorario: 'America/Sao_Paulo', urlDosTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
  // A local port nothing listens on: a test e-mail fails at once, without leaving the machine.
  'PUT /api/parametros/email': () => ({ host: '127.0.0.1', porta: 1, seguro: false, usuario: 'envios', senha: '', remetente: 'envios@example.com' }),
  'POST /api/parametros/email/teste': () => ({ para: 'teste@example.com' }),
  'POST /api/configuracoesCamposFomularios/config': () => ({
    formulario: 'configuracoes.setores',
    secao: 'dadosGerais',
    visivel: true,
    campos: [{ inputName: 'nome', visible: true, required: true }],
  }),
  'POST /api/pessoas/idiomas': () => LISTA,
  'POST /api/pessoas/profissoes': () => LISTA,
  'POST /api/pessoas/funcoes': () => LISTA,
  'POST /api/pessoas/cargos': () => LISTA,
  'POST /api/pessoas/situacoes': () => LISTA,
  'POST /api/pessoas/formacoesacademicas': () => LISTA,
  'POST /api/pessoas/formasentrada': () => LISTA,
  'POST /api/pessoas/beneficios': () => LISTA,
  'POST /api/pessoas/tiposanexos': () => LISTA,
  'POST /api/pessoas/grupospessoas': () => LISTA,
  'POST /api/setores': (r) => ({ id: r.setor, nome: 'Setor da Matriz' }),
  'POST /api/setores/desativar': (r) => ({ ids: [r.setor] }),
  'POST /api/financeiro/gruposfinanceiros': () => ({ descricao: 'Grupo do teste hostil', natureza: 'RECEITA' }),
  // Coded tables: a code is unique, so their bodies update a demo record (registros-financeiro.ts).
  'POST /api/financeiro/categorias': (r) => ({ id: r.categoriaDeDespesa, codigo: '2.1.01', descricao: 'Salários' }),
  'POST /api/financeiro/centroscusto': (r) => ({ id: r.centroDeCusto, codigo: '01', descricao: 'Administração geral' }),
  'POST /api/financeiro/gruposcontas': () => ({ descricao: 'Grupo de contas do teste hostil' }),
  'POST /api/financeiro/contas': (r) => ({ id: r.conta, descricao: 'Conta da Matriz', agencia: '1234-5', numero: '99999-9' }),
  'POST /api/financeiro/impostos': () => ({ sigla: 'H', descricao: 'Imposto do teste hostil', esfera: 'FEDERAL', aliquota: 1.5, fatoGerador: 'PAGAMENTO', vencimentoDia: 20, codigoReceita: '1708' }),
  'POST /api/financeiro/ocorrencias': () => ({ descricao: 'Ocorrência do teste hostil', tipo: 'OUTRA' }),
  'POST /api/financeiro/eventosfolha': (r) => ({ id: r.eventoDaFolha, codigo: '001', descricao: 'Salário', categoria: r.categoriaDeDespesa }),
  'POST /api/titulos/receitas': (r) => ({ id: r.receita, descricao: 'Receita do teste hostil', documento: 'NF 12' }),
  'POST /api/titulos/despesas': (r) => ({ id: r.despesa, descricao: 'Despesa do teste hostil', documento: 'NF 34' }),
  'POST /api/titulos/receitas/:id/cancelar': () => ({ motivo: 'Cancelada no teste hostil' }),
  'POST /api/titulos/despesas/:id/cancelar': () => ({ motivo: 'Cancelada no teste hostil' }),
  'POST /api/financeiro/lancamentosfixos/despesas': (r) => ({ id: r.lancamentoFixo, descricao: 'Aluguel do teste hostil', valor: 910, diaVencimento: 12 }),
  'POST /api/financeiro/geracaotitulos': () => ({ mesInicial: '2026-01', mesFinal: '2026-02', tipos: ['DESPESA'] }),
  'POST /api/financeiro/titulosadefinir': (r) => ({ id: r.tituloADefinir, valor: 960, vencimento: '2026-01-12' }),
  'POST /api/titulos/receitas/:id/baixar': () => ({ data: '2026-02-10', forma: 'PIX', valor: 1, juros: 0, multa: 0, desconto: 0 }),
  'POST /api/titulos/despesas/:id/baixar': () => ({ data: '2026-02-10', forma: 'PIX', valor: 1, juros: 0, multa: 0, desconto: 0 }),
  'POST /api/titulos/receitas/:id/estornar': () => ({ motivo: 'Estornada no teste hostil', data: '2026-11-01' }),
  'POST /api/titulos/despesas/:id/estornar': () => ({ motivo: 'Estornada no teste hostil', data: '2026-11-01' }),
  'POST /api/titulos/:id/baixar': () => ({ data: '2026-02-10', forma: 'PIX', valor: 1 }),
  'POST /api/titulos/:id/estornar': () => ({ motivo: 'Estornada no teste hostil' }),
  'POST /api/titulos/:id/cancelar': () => ({ motivo: 'Cancelada no teste hostil' }),
  'POST /api/financeiro/feriados': (r) => ({ id: r.feriado, data: '2026-01-25', descricao: 'Aniversário da cidade', abrangencia: 'MUNICIPAL' }),
  'POST /api/financeiro/transferencias': (r) => ({ data: '2026-01-20', contaOrigem: r.conta, contaDestino: r.contaDeDestino, valor: 5, descricao: 'Transferência do teste hostil' }),
  'POST /api/financeiro/contabilidade/contas': (r) => ({ id: r.contaContabil, codigo: '91', descricao: 'Conta da Matriz', natureza: 'DEVEDORA', tipo: 'ANALITICA', grupo: 'ATIVO' }),
  'POST /api/financeiro/contabilidade/lancamentos': (r) => ({ id: r.lancamentoContabil, data: '2026-01-10', valor: 10, contaDebito: r.contaContabil, contaCredito: r.contrapartidaContabil, historico: 'Lançamento do teste hostil' }),
  'POST /api/financeiro/contabilidade/parametros': (r) => ({ id: r.parametroContabil, contaPendente: r.contaContabil }),
  // A year without entries: closing it writes nothing, so the battery may send it again.
  'POST /api/financeiro/contabilidade/encerramento': () => ({ ano: 2001 }),
  'POST /api/relatorios/financeiro/extrato': (r) => ({ conta: String(r.conta), inicio: '2026-01-01', fim: '2026-01-31', formato: 'PDF' }),
  'POST /api/financeiro/relatorios/contasabertas': (r) => ({ ...PERIODO, formato: 'PDF', conta: String(r.conta), tipo: 'AMBOS', situacao: 'TODAS' }),
  'POST /api/financeiro/relatorios/baixas': (r) => ({ ...PERIODO, formato: 'XLSX', conta: String(r.conta), tipo: 'PAGAR' }),
  'POST /api/financeiro/relatorios/extrato': (r) => ({ ...PERIODO, formato: 'PDF', conta: String(r.conta) }),
  'POST /api/financeiro/relatorios/fluxocaixa': (r) => ({ ...PERIODO, formato: 'XLSX', conta: String(r.conta), agrupamento: 'SEMANA' }),
  'POST /api/financeiro/relatorios/balancete': () => ({ ...PERIODO, formato: 'PDF' }),
  'POST /api/financeiro/relatorios/dsd': () => ({ ...PERIODO, formato: 'XLSX' }),
  'POST /api/financeiro/relatorios/execucaoorcamentaria': () => ({ ano: '2026', formato: 'PDF' }),
  'PUT /api/financeiro/parametros': () => ({ reciboResponsavel: 'Responsável', reciboCargo: 'Cargo', reciboTexto: 'Texto do recibo.' }),
  'POST /api/unidades': (r) => ({ id: r.unidade, nome: 'Sede', email: 'sede@example.com', logradouro: 'Rua B' }),
  'POST /api/registrointervalo/tiposintervalo': (r) => ({ id: r.tipoDeIntervalo, descricao: 'Café' }),
  'POST /api/registrointervalo/gruposintervalos': (r) => ({ id: r.grupoDeIntervalo, descricao: 'Grupo da Matriz' }),
  'POST /api/projetos': (r) => ({ id: r.projetoDaMatriz, codigo: 'MATRIZ', nome: 'Projeto da Matriz', situacao: 'EM_EXECUCAO', objeto: 'Oficinas', numeroTermo: '1/2026' }),
  'PUT /api/projetos/subsecoes': () => ({ metas: true }),
  'POST /api/projetos/remanejamentos': (r) => ({ projeto: r.projetoDoRemanejamento, rubricaOrigem: r.rubricaDeOrigem, rubricaDestino: r.rubricaDeDestino, valor: 1, motivo: 'Material' }),
  'POST /api/aprovacaofinanceira/relatorios/aprovacoes': (r) => ({ ...PERIODO, formato: 'XLSX', aprovador: String(r.usuario) }),
  'POST /api/aprovacaofinanceira/relatorios/emprestimos': () => ({ formato: 'PDF' }),
  'POST /api/aprovacaofinanceira/relatorios/execucaoprojeto': (r) => ({ formato: 'XLSX', projeto: String(r.projetoDaMatriz) }),
  'POST /api/doacao/pix/brcode': () => ({ chave: 'doacoes@alicerce.org.br', nome: 'Instituto Alicerce', cidade: 'Sao Paulo', valor: 30, txid: 'DOA1' }),
  'POST /api/doacao/doacoes': (r) => ({ id: r.doacaoDaMatriz, campanha: 'Campanha do teste hostil', observacao: 'Observação.' }),
  'POST /api/doacao/colaboracoes': (r) => ({ id: r.colaboracaoDaMatriz, campanha: 'Campanha do teste hostil', observacao: 'Observação.' }),
  'PUT /api/doacao/configuracoes/sobre': () => ({ titulo: 'Doe para o Alicerce', texto: 'Texto do portal.' }),
  'PUT /api/doacao/configuracoes/cadastro': () => ({ pedirTelefone: true }),
  'PUT /api/doacao/configuracoes/parametro': () => ({ chavePix: 'doacoes@alicerce.org.br', nomeRecebedor: 'Instituto Alicerce', cidadeRecebedor: 'Sao Paulo' }),
  'PUT /api/doacao/configuracoes/portal': () => ({ valoresSugeridos: '30; 50; 100' }),
  'PUT /api/doacao/configuracoes/links': () => ({ site: 'https://alicerce.org.br' }),
  'POST /api/doacao/relatorios/pordoador': () => ({ ...PERIODO, formato: 'XLSX' }),
  'POST /api/doacao/relatorios/inativos': () => ({ formato: 'PDF' }),
  'PUT /api/doacao/configuracoes/notificacoes': () => ({ assuntoAgradecimento: 'Obrigado', textoAgradecimento: 'Olá, {nome}!' }),
};

/** Bases that the records of registros.ts cannot make acceptable, and why. */
export const BASES_RECUSADAS: Readonly<Record<string, string>> = {
  'POST /api/novasenha': 'needs the link e-mailed to a user',
  'POST /api/registrointervalo/intervalos': "registros.ts's break is already in progress (a LIBERADO one needs a window open now)",
  'POST /api/publico/doacao': 'needs a challenge solved after it was issued (3 s, once): tests/server/modules/doacao/doacoes.test.ts sends valid ones and the hostile ones',
  'POST /api/parametros/email/teste': "the SMTP server PUT /api/parametros/email's base names refuses the connection: the body itself is accepted",
};
