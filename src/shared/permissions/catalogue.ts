import type { TagDoCatalogo } from '../api/contract.ts';

// Every tag the server checks, declared once, with what it allows (DESIGN.md, "Permission tags").
// A new endpoint's tag is added here first; the server refuses to guard a route with an undeclared tag.
// Screens served by the generic engine declare their own tags in their descriptor (novasTags);
// the server's catalogue (GET /api/permissoes/catalogo) lists these after the static ones.

export const TAG_ADMINISTRADOR = 'administrador';

export const CATALOGO_DE_TAGS = [
  { tag: TAG_ADMINISTRADOR, modulo: 'Geral', descricao: 'Acesso total a todas as funcionalidades e unidades.' },
  { tag: 'gestaopessoas.pessoa.visualizar', modulo: 'Gestão de Pessoas', descricao: 'Consultar o cadastro de pessoas e fornecedores.' },
  { tag: 'gestaopessoas.pessoa.editar', modulo: 'Gestão de Pessoas', descricao: 'Incluir e alterar pessoas.' },
  { tag: 'gestaopessoas.pessoa.desativar', modulo: 'Gestão de Pessoas', descricao: 'Desativar pessoas selecionadas.' },
  { tag: 'gestaopessoas.pessoa.importar', modulo: 'Gestão de Pessoas', descricao: 'Importar pessoas de planilhas.' },
  { tag: 'gestaopessoas.pessoa.imprimir', modulo: 'Gestão de Pessoas', descricao: 'Emitir relatórios do cadastro de pessoas.' },
  {
    tag: 'gestaopessoas.pessoa.lgpd',
    modulo: 'Gestão de Pessoas',
    descricao: 'Exportar tudo o que a instituição guarda sobre uma pessoa e anonimizar quem pede para ser esquecido (LGPD).',
  },
  { tag: 'financeiro.fornecedor.visualizar', modulo: 'Financeiro', descricao: 'Consultar o cadastro de fornecedores.' },
  { tag: 'financeiro.fornecedor.editar', modulo: 'Financeiro', descricao: 'Incluir e alterar fornecedores.' },
  { tag: 'financeiro.fornecedor.desativar', modulo: 'Financeiro', descricao: 'Desativar fornecedores selecionados.' },
  { tag: 'financeiro.extrato.visualizar', modulo: 'Financeiro', descricao: 'Consultar o extrato das contas da unidade.' },
  { tag: 'financeiro.fluxocaixa.visualizar', modulo: 'Financeiro', descricao: 'Consultar o fluxo de caixa realizado e previsto da unidade.' },
  { tag: 'financeiro.relatorios.contasabertas', modulo: 'Financeiro', descricao: 'Emitir o relatório de contas a pagar e a receber.' },
  { tag: 'financeiro.relatorios.baixas', modulo: 'Financeiro', descricao: 'Emitir o relatório de títulos pagos e recebidos por período.' },
  { tag: 'financeiro.relatorios.extrato', modulo: 'Financeiro', descricao: 'Emitir o extrato de uma conta em PDF ou planilha.' },
  { tag: 'financeiro.relatorios.fluxocaixa', modulo: 'Financeiro', descricao: 'Emitir o fluxo de caixa em PDF ou planilha.' },
  { tag: 'financeiro.relatorios.balancete', modulo: 'Financeiro', descricao: 'Emitir o balancete do plano de contas em PDF ou planilha.' },
  { tag: 'financeiro.relatorios.razao', modulo: 'Financeiro', descricao: 'Emitir o razão de uma conta contábil em PDF ou planilha.' },
  { tag: 'financeiro.relatorios.dsd', modulo: 'Financeiro', descricao: 'Emitir a demonstração do superávit ou déficit (ITG 2002).' },
  { tag: 'financeiro.relatorios.execucaoorcamentaria', modulo: 'Financeiro', descricao: 'Emitir a execução orçamentária de um ano (planejado x realizado).' },
  { tag: 'configuracoes.usuario.visualizar', modulo: 'Configurações', descricao: 'Consultar os usuários das próprias unidades.' },
  {
    tag: 'configuracoes.usuario.editar',
    modulo: 'Configurações',
    descricao: 'Incluir e alterar usuários das próprias unidades, redefinir senhas e encerrar sessões; só concede os grupos cujas permissões o próprio usuário tem.',
  },
  { tag: 'configuracoes.grupopermissao.visualizar', modulo: 'Configurações', descricao: 'Consultar os grupos de permissão e as permissões de cada um.' },
  {
    tag: 'configuracoes.grupopermissao.editar',
    modulo: 'Configurações',
    descricao: 'Incluir e alterar grupos de permissão, só com as permissões que o próprio usuário tem.',
  },
  { tag: 'configuracoes.configuracaocampo.editar', modulo: 'Configurações', descricao: 'Definir quais campos dos formulários são visíveis e obrigatórios.' },
  { tag: 'configuracoes.politicaprivacidade.editar', modulo: 'Configurações', descricao: 'Alterar o texto da política de privacidade da instituição.' },
  { tag: 'configuracoes.parametro.visualizar', modulo: 'Configurações', descricao: 'Consultar os parâmetros da instituição (nome, logotipo, sessão, senha, listas, mapa e fuso horário).' },
  { tag: 'configuracoes.parametro.editar', modulo: 'Configurações', descricao: 'Alterar os parâmetros da instituição e restaurar os valores padrão; vale para todos os usuários na hora.' },
  { tag: 'configuracoes.internacionalizacao.visualizar', modulo: 'Configurações', descricao: 'Consultar as mensagens da interface em português e em inglês e o que a instituição alterou nelas.' },
  { tag: 'configuracoes.internacionalizacao.editar', modulo: 'Configurações', descricao: 'Alterar as mensagens da interface e restaurar as mensagens padrão; vale para todos os usuários na hora.' },
  { tag: 'configuracoes.parametroemail.visualizar', modulo: 'Configurações', descricao: 'Consultar o servidor de e-mail (nunca a senha) e a lista da caixa de saída (destinatário, assunto e situação).' },
  { tag: 'configuracoes.parametroemail.editar', modulo: 'Configurações', descricao: 'Alterar o servidor de e-mail e enviar e-mails de teste.' },
  {
    tag: 'configuracoes.parametroemail.saida',
    modulo: 'Configurações',
    descricao: 'Ler o texto dos e-mails da caixa de saída, inclusive os links de criação e de troca de senha de qualquer usuário: dá acesso às contas desses usuários.',
  },
  { tag: 'registrointervalo.intervalo.registrar', modulo: 'Registro de Intervalo', descricao: 'Registrar os próprios intervalos: receber o aviso, iniciar e encerrar.' },
  { tag: 'registrointervalo.relatorio.emitir', modulo: 'Registro de Intervalo', descricao: 'Emitir os relatórios de intervalos e de intervalos excedidos da unidade.' },
  { tag: 'avisos.aviso.publicar', modulo: 'Avisos', descricao: 'Publicar avisos para todos, para unidades ou para usuários escolhidos, e consultar quem os leu.' },
  { tag: 'financeiro.conciliacao.visualizar', modulo: 'Financeiro', descricao: 'Consultar a conciliação bancária: a prévia de um arquivo OFX e as importações de extrato das contas da unidade.' },
  { tag: 'financeiro.conciliacao.importar', modulo: 'Financeiro', descricao: 'Importar extratos bancários (OFX) nas contas da unidade.' },
  { tag: 'financeiro.conciliacao.conciliar', modulo: 'Financeiro', descricao: 'Conciliar as linhas do extrato: casar com baixas, transferências e títulos, criar títulos a partir delas, ignorar, aplicar as regras e desfazer. Pagar, criar, estornar ou cancelar um título pede também a permissão da ação na receita ou despesa.' },
  { tag: 'financeiro.conciliacao.fechar', modulo: 'Financeiro', descricao: 'Fechar a conciliação de uma conta até uma data e reabrir o último fechamento.' },
  { tag: 'financeiro.contabilidade.visualizar', modulo: 'Financeiro', descricao: 'Consultar os lançamentos contábeis, o plano de contas, o balancete e o razão da unidade.' },
  { tag: 'financeiro.contabilidade.exportar', modulo: 'Financeiro', descricao: 'Exportar os lançamentos contábeis de um período em CSV e no formato da ECD (I200/I250).' },
  { tag: 'financeiro.contabilidade.encerrar', modulo: 'Financeiro', descricao: 'Gerar os lançamentos de encerramento do exercício, que levam o superávit ou déficit ao patrimônio social.' },
  { tag: 'financeiro.contabilidade.parametros', modulo: 'Financeiro', descricao: 'Alterar as contas contábeis de apuração do resultado, do patrimônio, de juros, de descontos e de pendentes de classificação.' },
  { tag: 'financeiro.contabilidade.fechar', modulo: 'Financeiro', descricao: 'Fechar o período contábil da instituição até uma data: nada com data até ela é mais gravado, nas finanças e na contabilidade.' },
  { tag: 'financeiro.contabilidade.reabrir', modulo: 'Financeiro', descricao: 'Reabrir um período contábil fechado, com o motivo.' },
  { tag: 'financeiro.dashboard.visualizar', modulo: 'Financeiro', descricao: 'Consultar os painéis financeiros da unidade (geral, despesas e receitas).' },
  { tag: 'financeiro.graficos.visualizar', modulo: 'Financeiro', descricao: 'Consultar a página de gráficos financeiros da unidade.' },
  { tag: 'financeiro.planoorcamentario.visualizar', modulo: 'Financeiro', descricao: 'Consultar o plano orçamentário e o previsto x realizado da unidade.' },
  { tag: 'financeiro.planoorcamentario.editar', modulo: 'Financeiro', descricao: 'Lançar, copiar e distribuir as linhas do plano orçamentário.' },
  { tag: 'financeiro.planoorcamentario.fechar', modulo: 'Financeiro', descricao: 'Fechar e reabrir o orçamento de um ano.' },
  { tag: 'aprovacaofinanceira.emprestimo.visualizar', modulo: 'Aprovação financeira', descricao: 'Consultar os empréstimos entre projetos e o histórico de cada um.' },
  { tag: 'aprovacaofinanceira.emprestimo.solicitar', modulo: 'Aprovação financeira', descricao: 'Solicitar empréstimos entre projetos.' },
  { tag: 'aprovacaofinanceira.emprestimo.decidir', modulo: 'Aprovação financeira', descricao: 'Aprovar ou rejeitar os empréstimos que aguardam a sua decisão, como coordenador de um dos projetos ou pelo financeiro.' },
  { tag: 'aprovacaofinanceira.emprestimo.aprovar', modulo: 'Aprovação financeira', descricao: 'Aprovar empréstimos entre projetos pelo financeiro (com a tag de decidir).' },
  { tag: 'aprovacaofinanceira.emprestimo.devolver', modulo: 'Aprovação financeira', descricao: 'Registrar as devoluções dos empréstimos entre projetos.' },
  { tag: 'projetos.projeto.visualizar', modulo: 'Projetos', descricao: 'Consultar os projetos, o orçamento executado por rubrica e emitir o relatório de execução financeira.' },
  { tag: 'projetos.projeto.editar', modulo: 'Projetos', descricao: 'Incluir e alterar projetos: unidades, rubricas, metas, equipe, parceria e prestações de contas.' },
  { tag: 'projetos.configuracao.editar', modulo: 'Projetos', descricao: 'Escolher as seções opcionais do formulário de projetos.' },
  { tag: 'aprovacaofinanceira.relatorios.aprovacoes', modulo: 'Aprovação financeira', descricao: 'Emitir o relatório das aprovações e rejeições por período e aprovador.' },
  { tag: 'aprovacaofinanceira.relatorios.emprestimos', modulo: 'Aprovação financeira', descricao: 'Emitir o relatório dos empréstimos entre projetos em aberto e atrasados.' },
  { tag: 'aprovacaofinanceira.relatorios.execucaoprojeto', modulo: 'Aprovação financeira', descricao: 'Emitir o relatório de execução financeira de um projeto: orçado x executado por rubrica e cada despesa com o seu documento.' },
  // Supplies and stock (issue 19).
  { tag: 'suprimentos.configuracao.visualizar', modulo: 'Suprimentos', descricao: 'Consultar as tabelas de configuração dos suprimentos (grupos, subgrupos, origens, unidades de medida, formas de pagamento, utilização e locais).' },
  { tag: 'suprimentos.configuracao.editar', modulo: 'Suprimentos', descricao: 'Incluir e alterar as tabelas de configuração dos suprimentos.' },
  { tag: 'suprimentos.configuracao.excluir', modulo: 'Suprimentos', descricao: 'Excluir registros sem uso das tabelas de configuração dos suprimentos.' },
  { tag: 'suprimentos.item.visualizar', modulo: 'Suprimentos', descricao: 'Consultar os itens de estoque.' },
  { tag: 'suprimentos.item.editar', modulo: 'Suprimentos', descricao: 'Incluir e alterar itens de estoque.' },
  { tag: 'suprimentos.item.excluir', modulo: 'Suprimentos', descricao: 'Excluir itens de estoque sem movimento.' },
  { tag: 'suprimentos.item.imprimir', modulo: 'Suprimentos', descricao: 'Emitir a lista de itens de estoque em PDF ou planilha.' },
  { tag: 'suprimentos.estoque.visualizar', modulo: 'Suprimentos', descricao: 'Consultar a posição do estoque, os ajustes e as transferências.' },
  { tag: 'suprimentos.estoque.imprimir', modulo: 'Suprimentos', descricao: 'Emitir a posição do estoque em PDF ou planilha.' },
  { tag: 'suprimentos.estoque.ajustar', modulo: 'Suprimentos', descricao: 'Registrar ajustes de estoque com o motivo e doações recebidas a valor justo.' },
  { tag: 'suprimentos.estoque.transferir', modulo: 'Suprimentos', descricao: 'Transferir itens entre locais de estoque.' },
  { tag: 'suprimentos.estoque.almoxarife', modulo: 'Suprimentos', descricao: 'Receber o aviso de cada item que fica abaixo do estoque mínimo.' },
  { tag: 'suprimentos.requisicao.visualizar', modulo: 'Suprimentos', descricao: 'Consultar as requisições de materiais da unidade.' },
  { tag: 'suprimentos.requisicao.solicitar', modulo: 'Suprimentos', descricao: 'Solicitar materiais para um setor e alterar a requisição enquanto aguarda aprovação.' },
  { tag: 'suprimentos.requisicao.aprovar', modulo: 'Suprimentos', descricao: 'Aprovar ou rejeitar as requisições de materiais.' },
  { tag: 'suprimentos.requisicao.atender', modulo: 'Suprimentos', descricao: 'Atender as requisições aprovadas, entregando os itens do estoque.' },
  { tag: 'suprimentos.compra.visualizar', modulo: 'Suprimentos', descricao: 'Consultar as compras de materiais da unidade.' },
  { tag: 'suprimentos.compra.solicitar', modulo: 'Suprimentos', descricao: 'Solicitar compras de materiais e alterá-las enquanto aguardam aprovação.' },
  { tag: 'suprimentos.compra.aprovar', modulo: 'Suprimentos', descricao: 'Aprovar ou rejeitar as compras de materiais.' },
  { tag: 'suprimentos.compra.comprar', modulo: 'Suprimentos', descricao: 'Emitir o pedido de uma compra aprovada ao fornecedor.' },
  { tag: 'suprimentos.compra.receber', modulo: 'Suprimentos', descricao: 'Registrar o recebimento das compras: a entrada no estoque e o título a pagar.' },
  { tag: 'suprimentos.relatorios.posicao', modulo: 'Suprimentos', descricao: 'Emitir a posição do estoque com o valor, por item e local.' },
  { tag: 'suprimentos.relatorios.movimentos', modulo: 'Suprimentos', descricao: 'Emitir os movimentos de estoque de um período.' },
  { tag: 'suprimentos.relatorios.consumo', modulo: 'Suprimentos', descricao: 'Emitir o consumo por setor de um período.' },
  { tag: 'suprimentos.relatorios.abaixominimo', modulo: 'Suprimentos', descricao: 'Emitir os itens abaixo do estoque mínimo.' },
] as const satisfies readonly TagDoCatalogo[];

export type Tag = (typeof CATALOGO_DE_TAGS)[number]['tag'];

const declaradas: ReadonlySet<string> = new Set(CATALOGO_DE_TAGS.map((t) => t.tag));

export function isTagDeclarada(tag: string): tag is Tag {
  return declaradas.has(tag);
}
