// The routes of the client's route table as the accessibility sweep (e2e/acessibilidade.spec.ts) opens
// them: a visitor's pages without a session, the others as the administrator in Sede, each path's
// parameters filled with a record the API returns or makes. Screens of the engine's catalogue
// (GET /api/telas) are swept too, from the catalogue itself. A path of the route table missing
// here fails tests/client/app/routes/varredura.test.ts: write its line when adding a route.

/** The administrator's API, as the sweep calls it. */
export interface ApiDoAdministrador {
  ler<T>(url: string): Promise<T>;
  gravar<T>(url: string, corpo: unknown): Promise<T>;
  /** A CSV sent as the people import's file. */
  enviarPlanilha<T>(url: string, csv: string): Promise<T>;
}

export interface RotaDaVarredura {
  /** Opened without a session: the login's pages. */
  semSessao?: true;
  /** The address, when the path has parameters or needs a query. */
  endereco?: string | ((api: ApiDoAdministrador) => Promise<string>);
  /** Other states of the same page worth checking (a query string each). */
  estados?: readonly string[];
  /** A section root: it opens its first tab, swept at the tab's own path. */
  secao?: true;
}

interface Lista {
  resultList: { id: number }[];
}

const primeiro = async (api: ApiDoAdministrador, url: string): Promise<number> => {
  const { resultList } = await api.ler<Lista>(url);
  const id = resultList[0]?.id;
  if (id === undefined) throw new Error(`${url} não tem nenhum registro para a varredura.`);
  return id;
};

const pessoa = (api: ApiDoAdministrador, fornecedor: boolean) =>
  api.gravar<Lista>(`/api/pessoas/filter?page=1&rpp=1`, fornecedor ? { fornecedor: true } : {}).then(({ resultList }) => resultList[0]?.id ?? 0);

/** A message from the administrator to operador: its conversation. */
async function conversa(api: ApiDoAdministrador): Promise<number> {
  const { resultList } = await api.ler<{ resultList: { id: number; login: string }[] }>('/api/mensagens/destinatarios?q=operador');
  const destinatario = resultList.find((d) => d.login === 'operador')?.id;
  const { conversaId } = await api.gravar<{ conversaId: number }>('/api/mensagens', { assunto: 'Varredura', corpo: 'Uma conversa para a varredura.', destinatarios: [destinatario] });
  return conversaId;
}

export const ROTAS_DA_VARREDURA: Readonly<Record<string, RotaDaVarredura>> = {
  '/login': { semSessao: true },
  '/recuperarsenha': { semSessao: true },
  // Without a token it says so and offers a new link; with one, the form.
  '/novasenha': { semSessao: true, estados: ['token=link-da-varredura'] },
  '/selecaounidade': {},
  '/planopermissao': {},
  '/politicaprivacidade': {},
  '/ajuda': {},
  '/versoes': {},
  '/perfilusuario': { secao: true },
  '/perfilusuario/dados': {},
  '/perfilusuario/alteracaosenha': {},
  '/mensagens': { secao: true },
  '/mensagens/caixaentrada': {},
  '/mensagens/enviados': {},
  '/mensagens/rascunhos': {},
  '/mensagens/nova': {},
  '/mensagens/rascunhos/:id': {
    endereco: async (api) => `/mensagens/rascunhos/${(await api.gravar<{ id: number }>('/api/mensagens/rascunhos', { assunto: 'Rascunho da varredura', corpo: 'Ainda não enviado.', destinatarios: [] })).id}`,
  },
  '/mensagens/conversas/:id': { endereco: async (api) => `/mensagens/conversas/${await conversa(api)}?origem=enviados` },
  '/mensagens/filtros': { estados: ['q=varredura'] },
  '/avisos': {},
  '/avisos/novo': {},
  '/avisos/publicados': {},
  '/avisos/publicados/:id': {
    endereco: async (api) =>
      `/avisos/publicados/${(await api.gravar<{ id: number }>('/api/avisos', { titulo: 'Aviso da varredura', texto: 'Para todos.', alcance: 'TODOS' })).id}`,
  },
  // Without a view, the Grade view.
  '/gestaopessoas/lista': { estados: ['vista=lista', 'vista=mapa'] },
  '/gestaopessoas/novo': {},
  '/gestaopessoas/pessoa/:id': { endereco: async (api) => `/gestaopessoas/pessoa/${await pessoa(api, false)}` },
  '/gestaopessoas/importacao': {},
  '/gestaopessoas/importacao/resultado': {
    endereco: async (api) => `/gestaopessoas/importacao/resultado?id=${(await api.enviarPlanilha<{ id: number }>('/api/pessoas/importacao', 'Nome;CPF\r\nPessoa da Varredura;\r\n')).id}`,
  },
  '/gestaopessoas/relatorios': {},
  '/financeiro/fornecedor': {},
  '/financeiro/fornecedor/novo': {},
  '/financeiro/fornecedor/:id': { endereco: async (api) => `/financeiro/fornecedor/${await pessoa(api, true)}` },
  '/financeiro/geracaotitulos': {},
  '/financeiro/extrato': {},
  '/financeiro/fluxocaixa': {},
  '/financeiro/relatorios': {},
  '/financeiro/contabilidade': { secao: true },
  '/financeiro/contabilidade/lancamentos': {},
  '/financeiro/contabilidade/planocontas': {},
  '/financeiro/contabilidade/extratos': {},
  '/financeiro/contabilidade/parametros': {},
  '/financeiro/contabilidade/fechamento': {},
  '/financeiro/conciliacao': { secao: true },
  '/financeiro/conciliacao/despesa': {},
  '/financeiro/conciliacao/receita': {},
  '/financeiro/conciliacao/ofx': {},
  '/financeiro/conciliacao/fechamento': {},
  '/financeiro/dashboard': { secao: true },
  '/financeiro/dashboard/geral': {},
  '/financeiro/dashboard/despesas': {},
  '/financeiro/dashboard/receitas': {},
  '/financeiro/graficos': {},
  '/financeiro/planoorcamentario': { secao: true },
  '/financeiro/planoorcamentario/orcamento': {},
  '/financeiro/planoorcamentario/fechamento': {},
  '/registrointervalo/intervalos': {},
  '/registrointervalo/relatorios': {},
  '/configuracoes': {},
  '/configuracoes/usuarios': {},
  '/configuracoes/usuarios/novo': {},
  '/configuracoes/usuarios/:id': { endereco: async (api) => `/configuracoes/usuarios/${await primeiro(api, '/api/usuarios?page=1&rpp=1')}` },
  '/configuracoes/grupopermissao': {},
  '/configuracoes/grupopermissao/novo': {},
  '/configuracoes/grupopermissao/:id': { endereco: async (api) => `/configuracoes/grupopermissao/${await primeiro(api, '/api/grupospermissao?page=1&rpp=1')}` },
  '/configuracoes/configuracaocampo': {},
  '/configuracoes/parametro': {},
  '/configuracoes/parametroemail': {},
  '/configuracoes/internacionalizacao': {},
  '/projetos': {},
  '/projetos/novo': {},
  '/projetos/:id': { endereco: async (api) => `/projetos/${await primeiro(api, '/api/projetos?page=1&rpp=1')}` },
  '/projetos/configuracoes': { secao: true },
  '/projetos/configuracoes/subsecoes': {},
  '/aprovacaofinanceira/relatorios': {},
  '/patrimonio/inventario': {},
  '/patrimonio/relatorios': {},
  '/suprimentos/relatorios': {},
  '/cebas/superior': {},
  '/cebas/basica': {},
  '/cebas/basicamista': {},
  '/cebas/basicagratuita': {},
  '/cebas/superior/estatisticas': {},
  '/cebas/basica/estatisticas': {},
  '/cebas/basicamista/estatisticas': {},
  '/cebas/basicagratuita/estatisticas': {},
  '/atendimento/relatorios': {},
  '/comunicados': {},
  '/comunicados/:id': { endereco: async (api) => `/comunicados/${await primeiro(api, '/api/comunicados/recebidos?page=1&rpp=1')}` },
  '/doacao/doacoes/dashboard': {},
  '/doacao/relatorios': {},
  '/mobilizacao/telemarketing/agenda': {},
  '/mobilizacao/consulta': {},
  '/mobilizacao/relatorios': {},
  '/mobilizacao/concessionarias': {},
  '/mobilizacao/concessionarias/:codigo': { endereco: '/mobilizacao/concessionarias/luz-do-vale' },
  '/mobilizacao/remessa/retorno': {},
};
