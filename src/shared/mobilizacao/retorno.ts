import { linhasDoArquivo } from './arquivos/linhas.ts';
import type { RetornoLido } from './arquivos/tipos.ts';
import { bancoDoArquivo, layoutDoArquivo } from './cnab/deteccao.ts';
import { lerRetornoCnab240 } from './cnab240/retorno.ts';
import { lerRetornoCnab400 } from './cnab400/retorno.ts';
import { lerRetornoFebraban150 } from './febraban150/retorno.ts';

// The one entry point for a return file, whatever its layout: lines of 240 columns are CNAB 240,
// of 400 CNAB 400 (the bank from the header), of 150 the FEBRABAN 150 layout (débito automático
// and utility collections).

/** Reads a bank's or utility's return file (Latin-1 bytes) into its records; applies nothing. */
export function lerRetorno(conteudo: Uint8Array): RetornoLido {
  const linhas = linhasDoArquivo(conteudo);
  const layout = layoutDoArquivo(linhas);
  if (layout === 'FEBRABAN150') return lerRetornoFebraban150(linhas);
  const banco = bancoDoArquivo(layout, linhas[0] ?? '');
  return layout === 'CNAB240' ? lerRetornoCnab240(banco, linhas) : lerRetornoCnab400(banco, linhas);
}
