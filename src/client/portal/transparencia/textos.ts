import type { SituacaoDaPrestacaoPublica, TipoDeItem } from '../../../shared/portaltransparencia/contrato.ts';
import { ROTULOS_DOS_TIPOS } from '../../../shared/portaltransparencia/contrato.ts';
import { ROTULOS_DAS_FONTES, type Fonte } from '../../../shared/portaltransparencia/receitasPorFonte.ts';
import type { IdiomaDoPortal } from '../idioma.ts';

// The transparency portal's own words in both languages (the institution's texts stay as typed).

export interface TextosDaTransparencia {
  tituloPadrao: string;
  secoes: string;
  quemSomos: string;
  oQueFazemos: string;
  diretoria: string;
  transparencia: string;
  contato: string;
  imagens: string;
  mandato: (inicio: string, fim: string) => string;
  nenhumDocumento: string;
  outrosDocumentos: string;
  publicadoEm: (data: string) => string;
  abrirDocumento: string;
  tipos: Readonly<Record<TipoDeItem, string>>;
  parceria: { parceiro: string; instrumento: string; numero: string; objeto: string; valor: string; vigencia: string; a: string; prestacao: string; situacao: (s: SituacaoDaPrestacaoPublica, data: (iso: string) => string) => string; remuneracao: string; porMes: string };
  receitas: { legenda: (periodo: string) => string; fonte: string; recebido: string; total: string; fontes: Readonly<Record<Fonte, string>>; ano: (ano: string) => string };
}

export const TEXTOS_DA_TRANSPARENCIA: Readonly<Record<IdiomaDoPortal, TextosDaTransparencia>> = {
  'pt-BR': {
    tituloPadrao: 'Portal da Transparência',
    secoes: 'Seções',
    quemSomos: 'Quem somos',
    oQueFazemos: 'O que fazemos',
    diretoria: 'Diretoria',
    transparencia: 'Transparência',
    contato: 'Contato',
    imagens: 'Imagens da instituição',
    mandato: (inicio, fim) => ` — mandato de ${inicio} a ${fim}`,
    nenhumDocumento: 'Nenhum documento publicado.',
    outrosDocumentos: 'Outros documentos',
    publicadoEm: (data) => `Publicado em ${data}`,
    abrirDocumento: 'Abrir o documento',
    tipos: ROTULOS_DOS_TIPOS,
    parceria: {
      parceiro: 'Parceiro',
      instrumento: 'Instrumento',
      numero: 'nº',
      objeto: 'Objeto',
      valor: 'Valor',
      vigencia: 'Vigência',
      a: 'a',
      prestacao: 'Prestação de contas',
      situacao: (s, data) =>
        s.situacao === 'FINAL_APRESENTADA' ? `Prestação de contas final apresentada em ${data(s.apresentadaEm)}` : { EM_ATRASO: 'Prestação de contas em atraso', EM_DIA: 'Prestação de contas em dia', SEM_PREVISAO: 'Sem prestação de contas prevista' }[s.situacao],
      remuneracao: 'Remuneração da equipe',
      porMes: 'por mês',
    },
    receitas: {
      legenda: (periodo) => `Valores recebidos por fonte: ${periodo}`,
      fonte: 'Fonte',
      recebido: 'Recebido',
      total: 'Total',
      fontes: ROTULOS_DAS_FONTES,
      ano: (ano) => `ano de ${ano}`,
    },
  },
  en: {
    tituloPadrao: 'Transparency Portal',
    secoes: 'Sections',
    quemSomos: 'About us',
    oQueFazemos: 'What we do',
    diretoria: 'Board',
    transparencia: 'Transparency',
    contato: 'Contact',
    imagens: "The institution's pictures",
    mandato: (inicio, fim) => ` — term from ${inicio} to ${fim}`,
    nenhumDocumento: 'No documents published.',
    outrosDocumentos: 'Other documents',
    publicadoEm: (data) => `Published on ${data}`,
    abrirDocumento: 'Open the document',
    tipos: {
      ESTATUTO: 'Bylaws',
      DIRETORIA: 'Board',
      PARCERIA: 'Partnerships (MROSC)',
      DEMONSTRACAO_FINANCEIRA: 'Financial statements',
      RELATORIO_ATIVIDADES: 'Activity reports',
      CERTIFICADO_CEBAS: 'CEBAS certificate',
      RECEITAS_POR_FONTE: 'Amounts received by source',
    },
    parceria: {
      parceiro: 'Partner',
      instrumento: 'Instrument',
      numero: 'no.',
      objeto: 'Purpose',
      valor: 'Amount',
      vigencia: 'Term',
      a: 'to',
      prestacao: 'Accountability',
      situacao: (s, data) =>
        s.situacao === 'FINAL_APRESENTADA' ? `Final accountability report presented on ${data(s.apresentadaEm)}` : { EM_ATRASO: 'Accountability overdue', EM_DIA: 'Accountability up to date', SEM_PREVISAO: 'No accountability report due' }[s.situacao],
      remuneracao: 'Team pay',
      porMes: 'a month',
    },
    receitas: {
      legenda: (periodo) => `Amounts received by source: ${periodo}`,
      fonte: 'Source',
      recebido: 'Received',
      total: 'Total',
      fontes: {
        PARCERIAS_PUBLICAS: 'Partnerships with the government',
        DOACOES_PESSOAS: 'Donations from individuals',
        DOACOES_EMPRESAS: 'Donations from companies',
        OUTRAS_RECEITAS: 'Other own revenue',
      },
      ano: (ano) => `year ${ano}`,
    },
  },
};
