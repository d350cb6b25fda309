import type { PeriodoDasReceitas, ReceitasPorFonte } from './receitasPorFonte.ts';

// What GET /api/publico/transparencia/portal returns: published content only (README, "Portal da Transparência").

export const TIPOS_DE_ITEM = [
  'ESTATUTO',
  'DIRETORIA',
  'PARCERIA',
  'DEMONSTRACAO_FINANCEIRA',
  'RELATORIO_ATIVIDADES',
  'CERTIFICADO_CEBAS',
  'RECEITAS_POR_FONTE',
] as const;
export type TipoDeItem = (typeof TIPOS_DE_ITEM)[number];

export const ROTULOS_DOS_TIPOS: Readonly<Record<TipoDeItem, string>> = {
  ESTATUTO: 'Estatuto social',
  DIRETORIA: 'Diretoria',
  PARCERIA: 'Parcerias (MROSC)',
  DEMONSTRACAO_FINANCEIRA: 'Demonstrações financeiras',
  RELATORIO_ATIVIDADES: 'Relatórios de atividades',
  CERTIFICADO_CEBAS: 'Certificado CEBAS',
  RECEITAS_POR_FONTE: 'Recursos recebidos por fonte',
};

/** The accountability of a partnership: the final report presented (and when), late, on time, or none due. */
export type SituacaoDaPrestacaoPublica = { situacao: 'FINAL_APRESENTADA'; apresentadaEm: string } | { situacao: 'EM_ATRASO' | 'EM_DIA' | 'SEM_PREVISAO' };

/** A partnership's legal fields (Lei 13.019/2014 art. 11), from the project's MROSC data. */
export interface ParceriaPublicada {
  parceiro: string;
  instrumento: string;
  numeroTermo: string;
  objeto: string;
  /** Reais, two decimals. */
  valor: number;
  vigenciaInicio: string;
  vigenciaFim: string;
  situacaoPrestacao: SituacaoDaPrestacaoPublica;
  /** The team's pay paid with the partnership's money, reais per month. */
  remuneracaoEquipe: number;
}

export interface ItemPublicado {
  id: number;
  tipo: TipoDeItem;
  titulo: string;
  descricao: string | null;
  /** ISO date. */
  publicadoEm: string;
  /** A document (http(s) address) or null. */
  arquivoUrl: string | null;
  parceria: ParceriaPublicada | null;
  /** Amounts received by source (RECEITAS_POR_FONTE), computed from finance on the day it is read. */
  receitas: (ReceitasPorFonte & { periodo: PeriodoDasReceitas }) | null;
}

export interface MembroDaDiretoria {
  nome: string;
  cargo: string;
  mandatoInicio: string | null;
  mandatoFim: string | null;
}

export interface ImagemDoCarrossel {
  /** Served by this server under /api/publico/ (no session). */
  imagemUrl: string;
  legenda: string;
}

export interface PortalDaTransparenciaPublico {
  instituicao: { nome: string; logoUrl: string | null };
  titulo: string;
  carrossel: ImagemDoCarrossel[];
  quemSomos: string;
  oQueFazemos: string;
  diretoria: MembroDaDiretoria[];
  contato: string;
  itens: ItemPublicado[];
  /** Documents the portal links to beyond the items (configuracoes/anexos). */
  anexos: { id: number; descricao: string; arquivoUrl: string }[];
}
