import { valorEmReais } from '../../financeiro/recibo.ts';
import { lerRegistro, type RegistroLido } from '../arquivos/campos.ts';
import { ErroDeArquivo } from '../arquivos/erro.ts';
import { linhaNaLargura } from '../arquivos/linhas.ts';
import { LARGURA_FEBRABAN150, REGISTROS_FEBRABAN150, type LetraDoRegistro } from './registros.ts';

// A FEBRABAN 150 file read by its tables: the A header first, the details, the Z trailer last
// with the count of every record and the sum of the amounts. Anything else is refused at the
// line and position where it goes wrong, before anything is applied.

export type CodigoDeRemessa = '1' | '2';

export interface DetalheLido {
  letra: LetraDoRegistro;
  /** The file's line, from 1. */
  linha: number;
  registro: RegistroLido;
}

export interface ArquivoFebraban150Lido {
  cabecalho: RegistroLido;
  detalhes: DetalheLido[];
}

/** A date the record must have: none is an error at the field's line and position. */
export function dataObrigatoria(detalhe: Pick<DetalheLido, 'letra' | 'linha' | 'registro'>, nome: string): string {
  const data = detalhe.registro.data(nome);
  if (data !== null) return data;
  const campo = REGISTROS_FEBRABAN150[detalhe.letra].campos.find((c) => c.nome === nome);
  throw new ErroDeArquivo(detalhe.linha, campo?.inicio ?? 1, `${campo?.significado ?? nome}: data em branco`);
}

const ehLetra = (letra: string): letra is LetraDoRegistro => Object.hasOwn(REGISTROS_FEBRABAN150, letra);

const NOME_DO_ARQUIVO: Readonly<Record<CodigoDeRemessa, string>> = { '1': 'remessa', '2': 'retorno' };

/** What each detail adds to the trailer's total. */
function valorDoDetalhe(detalhe: DetalheLido): number {
  if (detalhe.letra === 'E' || detalhe.letra === 'F') return detalhe.registro.centavos('valor');
  return detalhe.letra === 'G' ? detalhe.registro.centavos('valorRecebido') : 0;
}

function conferirCabecalho(cabecalho: RegistroLido, esperado: CodigoDeRemessa): void {
  const codigo = cabecalho.texto('codigoDeRemessa');
  if (codigo === esperado) return;
  const encontrado = codigo === '1' || codigo === '2' ? NOME_DO_ARQUIVO[codigo] : `código ${codigo}`;
  throw new ErroDeArquivo(1, 2, `o arquivo é de ${encontrado}; esperava um arquivo de ${NOME_DO_ARQUIVO[esperado]}`);
}

/** The line at 150 positions and its record's letter, or an error at its first position. */
function linhaELetra(bruta: string, numero: number): { linha: string; letra: LetraDoRegistro } {
  const linha = linhaNaLargura(bruta, LARGURA_FEBRABAN150, numero);
  const letra = linha[0] ?? '';
  if (!ehLetra(letra)) throw new ErroDeArquivo(numero, 1, `o registro "${letra}" não existe no layout FEBRABAN 150`);
  return { linha, letra };
}

/**
 * Reads a remittance (`1`) or a return (`2`) whose details are of the letters given. The lines come
 * already split (any line break), each brought to 150 positions.
 */
export function lerArquivoFebraban150(linhas: readonly string[], codigoDeRemessa: CodigoDeRemessa, permitidos: readonly LetraDoRegistro[]): ArquivoFebraban150Lido {
  const [primeira, ...demais] = linhas;
  if (primeira === undefined) throw new ErroDeArquivo(1, 1, 'o arquivo está vazio');
  const inicio = linhaELetra(primeira, 1);
  if (inicio.letra !== 'A') throw new ErroDeArquivo(1, 1, `o arquivo começa pelo registro A (header); encontrou "${inicio.letra}"`);
  if (demais.length === 0) throw new ErroDeArquivo(1, 1, 'o arquivo termina sem o registro Z (trailer)');
  const cabecalho = lerRegistro(REGISTROS_FEBRABAN150.A, inicio.linha, 1);
  conferirCabecalho(cabecalho, codigoDeRemessa);
  const detalhes: DetalheLido[] = [];
  demais.forEach((bruta, indice) => {
    const numero = indice + 2;
    const { linha, letra } = linhaELetra(bruta, numero);
    if (letra === 'A') throw new ErroDeArquivo(numero, 1, 'um segundo registro A (header)');
    if (letra === 'Z' && numero !== linhas.length) throw new ErroDeArquivo(numero + 1, 1, 'há registros depois do registro Z (trailer)');
    if (numero === linhas.length && letra !== 'Z') throw new ErroDeArquivo(numero, 1, 'o arquivo termina sem o registro Z (trailer)');
    if (letra !== 'Z' && !permitidos.includes(letra)) throw new ErroDeArquivo(numero, 1, `o registro ${letra} não cabe num arquivo de ${NOME_DO_ARQUIVO[codigoDeRemessa]}`);
    const registro = lerRegistro(REGISTROS_FEBRABAN150[letra], linha, numero);
    if (letra === 'Z') conferirTrailer(registro, numero, detalhes);
    else detalhes.push({ letra, linha: numero, registro });
  });
  return { cabecalho, detalhes };
}

function conferirTrailer(trailer: RegistroLido, numero: number, detalhes: readonly DetalheLido[]): void {
  const contados = Number(trailer.texto('totalDeRegistros'));
  if (contados !== numero) throw new ErroDeArquivo(numero, 2, `o trailer conta ${contados} registros; o arquivo tem ${numero}`);
  const somado = detalhes.reduce((soma, d) => soma + valorDoDetalhe(d), 0);
  const total = trailer.centavos('valorTotal');
  if (total !== somado) throw new ErroDeArquivo(numero, 8, `o trailer soma ${valorEmReais(total)}; os registros somam ${valorEmReais(somado)}`);
}
