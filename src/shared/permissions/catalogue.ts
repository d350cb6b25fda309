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
  { tag: 'financeiro.fornecedor.visualizar', modulo: 'Financeiro', descricao: 'Consultar o cadastro de fornecedores.' },
  { tag: 'financeiro.fornecedor.editar', modulo: 'Financeiro', descricao: 'Incluir e alterar fornecedores.' },
  { tag: 'financeiro.fornecedor.desativar', modulo: 'Financeiro', descricao: 'Desativar fornecedores selecionados.' },
  { tag: 'configuracoes.usuario.visualizar', modulo: 'Configurações', descricao: 'Consultar os usuários do sistema.' },
  { tag: 'configuracoes.usuario.editar', modulo: 'Configurações', descricao: 'Incluir e alterar usuários, redefinir senhas e encerrar sessões.' },
  { tag: 'configuracoes.configuracaocampo.editar', modulo: 'Configurações', descricao: 'Definir quais campos dos formulários são visíveis e obrigatórios.' },
  { tag: 'registrointervalo.intervalo.registrar', modulo: 'Registro de Intervalo', descricao: 'Registrar os próprios intervalos: receber o aviso, iniciar e encerrar.' },
  { tag: 'registrointervalo.relatorio.emitir', modulo: 'Registro de Intervalo', descricao: 'Emitir os relatórios de intervalos e de intervalos excedidos da unidade.' },
] as const satisfies readonly TagDoCatalogo[];

export type Tag = (typeof CATALOGO_DE_TAGS)[number]['tag'];

const declaradas: ReadonlySet<string> = new Set(CATALOGO_DE_TAGS.map((t) => t.tag));

export function isTagDeclarada(tag: string): tag is Tag {
  return declaradas.has(tag);
}
