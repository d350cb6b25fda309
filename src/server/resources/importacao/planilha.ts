import { LIMITE_DE_LINHAS, type FormatoDaImportacao } from '../../../shared/api/importacao.ts';
import { HttpError } from '../../http/erros.ts';
import { tipoDaImagemPelaAssinatura } from '../conteudo-do-arquivo.ts';
import { registrosDoCsv } from './csv.ts';
import { textoDoArquivo } from './texto.ts';
import { registrosDoXlsx, type RegistroDaPlanilha } from './xlsx.ts';

// An uploaded file judged by its bytes (never its name or declared type): a zip is read as an
// XLSX workbook, text as CSV; anything else is refused. The first non-blank row is the header;
// blank rows are skipped but keep their numbers, so a row's line is the one the user sees.

export interface LinhaDaPlanilha {
  linha: number;
  dados: string[];
}

export interface Planilha {
  formato: FormatoDaImportacao;
  tipoMime: string;
  colunas: string[];
  linhas: LinhaDaPlanilha[];
}

export const LIMITE_DE_COLUNAS = 200;
const LIMITE_DA_CELULA = 5_000;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NAO_E_PLANILHA = 'O arquivo deve ser uma planilha CSV ou XLSX.';

const recusar = (mensagem: string) => new HttpError(422, mensagem);

/** A cell as stored: trimmed, without NUL (PostgreSQL refuses it), at most LIMITE_DA_CELULA characters. */
const limpar = (celula: string) => celula.replaceAll('\0', '').trim().slice(0, LIMITE_DA_CELULA);

async function registros(conteudo: Buffer): Promise<{ formato: FormatoDaImportacao; tipoMime: string; registros: RegistroDaPlanilha[] }> {
  if (conteudo.subarray(0, 4).equals(OLE)) throw recusar('Planilhas no formato antigo (.xls) não são aceitas: salve-a como XLSX ou CSV.');
  if (conteudo.subarray(0, 4).equals(ZIP)) {
    const lidos = await registrosDoXlsx(conteudo);
    if (lidos === null) throw recusar('Não foi possível ler a planilha XLSX.');
    return { formato: 'XLSX', tipoMime: MIME_XLSX, registros: lidos };
  }
  const texto = tipoDaImagemPelaAssinatura(conteudo) === null && !conteudo.subarray(0, 5).equals(Buffer.from('%PDF-')) ? textoDoArquivo(conteudo) : null;
  if (texto === null) throw recusar(NAO_E_PLANILHA);
  return { formato: 'CSV', tipoMime: 'text/csv', registros: registrosDoCsv(texto).map((celulas, i) => ({ linha: i + 1, celulas })) };
}

/** Without trailing blank cells. */
function aparado(celulas: readonly string[]): string[] {
  let fim = celulas.length;
  while (fim > 0 && celulas[fim - 1] === '') fim--;
  return celulas.slice(0, fim);
}

export async function lerPlanilha(conteudo: Buffer): Promise<Planilha> {
  const lida = await registros(conteudo);
  const preenchidos = lida.registros.map((r) => ({ linha: r.linha, dados: aparado(r.celulas.map(limpar)) })).filter((r) => r.dados.length > 0);
  const [cabecalho, ...linhas] = preenchidos;
  if (cabecalho === undefined || linhas.length === 0) throw recusar('O arquivo não tem linhas de dados: a primeira linha deve ser o cabeçalho, seguida de um cadastro por linha.');
  if (linhas.length > LIMITE_DE_LINHAS) throw recusar(`O arquivo tem ${linhas.length.toLocaleString('pt-BR')} linhas; o limite é ${LIMITE_DE_LINHAS.toLocaleString('pt-BR')}. Divida-o em arquivos menores.`);
  const largura = preenchidos.reduce((maior, r) => Math.max(maior, r.dados.length), 0);
  if (largura > LIMITE_DE_COLUNAS) throw recusar(`O arquivo tem colunas demais (o limite é ${LIMITE_DE_COLUNAS}).`);
  const colunas = Array.from({ length: largura }, (_, i) => cabecalho.dados[i] || `Coluna ${i + 1}`);
  return {
    formato: lida.formato,
    tipoMime: lida.tipoMime,
    colunas,
    linhas: linhas.map((l) => ({ linha: l.linha, dados: Array.from({ length: largura }, (_, i) => l.dados[i] ?? '') })),
  };
}
