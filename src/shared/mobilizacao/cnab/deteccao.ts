import { ErroDeArquivo } from '../arquivos/erro.ts';
import type { LayoutDeArquivo } from '../arquivos/tipos.ts';
import { ehBancoLido, type CodigoDoBanco } from './bancos.ts';

// Which layout and bank a collection file is: the width of its lines (one column too many is
// tolerated, as linhas.ts does) and the bank's code in the header (CNAB 240: 1–3; CNAB 400: 77–79).
// A file whose editor cut the trailing spaces is known by its header: CNAB 240's starts with the
// bank, lote 0000 and record 0; CNAB 400's with "01REMESSA" or "02RETORNO".

const LARGURAS: Readonly<Record<number, LayoutDeArquivo>> = { 150: 'FEBRABAN150', 240: 'CNAB240', 400: 'CNAB400' };

const CABECALHO_240 = /^\d{3}00000/;
const CABECALHO_400 = /^0(1REMESSA|2RETORNO)/;

export function layoutDoArquivo(linhas: readonly string[]): LayoutDeArquivo {
  if (linhas.length === 0) throw new ErroDeArquivo(1, 1, 'o arquivo está vazio');
  const maior = linhas.reduce((maximo, linha) => Math.max(maximo, linha.length), 0);
  const layout = LARGURAS[maior] ?? LARGURAS[maior - 1];
  if (layout !== undefined) return layout;
  const cabecalho = linhas[0] ?? '';
  if (maior < 240 && CABECALHO_240.test(cabecalho)) return 'CNAB240';
  if (maior < 400 && CABECALHO_400.test(cabecalho)) return 'CNAB400';
  throw new ErroDeArquivo(1, 1, `Arquivo de ${maior} caracteres por linha: não é CNAB 240, CNAB 400 nem FEBRABAN 150`);
}

export function bancoDoArquivo(layout: 'CNAB240' | 'CNAB400', cabecalho: string): CodigoDoBanco {
  const posicao = layout === 'CNAB240' ? 1 : 77;
  const codigo = cabecalho.slice(posicao - 1, posicao + 2);
  if (!ehBancoLido(codigo)) throw new ErroDeArquivo(1, posicao, `Banco ${codigo.trim() || 'em branco'} no cabeçalho: não é um dos bancos lidos`);
  return codigo;
}
