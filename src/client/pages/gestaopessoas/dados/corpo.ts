import type { ValoresDoFiltro } from '../../../engine/lista/busca.ts';

/** The body of POST /api/pessoas/filter, /mapa and the registered-people report (section 7). */
export interface CorpoDoFiltro {
  q?: string;
  cidadeId?: number;
  situacoes?: number[];
  grupos?: number[];
  email?: string;
  numeroContato?: string;
  cpf?: string;
  cnpj?: string;
  papelPessoaFisica?: true;
  papelPessoaJuridica?: true;
  isOrigemCadastroPortalDoacao?: true;
  fornecedor?: true;
}

const TEXTOS = ['email', 'numeroContato', 'cpf', 'cnpj'] as const;
const MARCAS = ['papelPessoaFisica', 'papelPessoaJuridica', 'isOrigemCadastroPortalDoacao'] as const;

function idDe(valor: unknown): number | null {
  if (typeof valor !== 'object' || valor === null || !('id' in valor)) return null;
  const id = Number(valor.id);
  return Number.isSafeInteger(id) ? id : null;
}

const idsDe = (valor: unknown): number[] => (Array.isArray(valor) ? valor.map(idDe).filter((id) => id !== null) : []);

/**
 * The panel's values (by parameter) as the body: chosen records by id, checkboxes only when
 * checked. Values of a hand-edited URL that are not of the expected type are left out.
 */
export function corpoDoFiltro(q: string, filtro: ValoresDoFiltro, fornecedor: boolean): CorpoDoFiltro {
  const corpo: CorpoDoFiltro = {};
  if (q !== '') corpo.q = q;
  const cidadeId = idDe(filtro.cidade);
  if (cidadeId !== null) corpo.cidadeId = cidadeId;
  const situacoes = idsDe(filtro.situacoes);
  if (situacoes.length > 0) corpo.situacoes = situacoes;
  const grupos = idsDe(filtro.grupos);
  if (grupos.length > 0) corpo.grupos = grupos;
  for (const nome of TEXTOS) {
    const valor = filtro[nome];
    if (typeof valor === 'string' && valor.trim() !== '') corpo[nome] = valor.trim();
  }
  for (const nome of MARCAS) if (filtro[nome] === true) corpo[nome] = true;
  if (fornecedor) corpo.fornecedor = true;
  return corpo;
}
