import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ArquivoJson {
  /** The file as messages name it: relative to the folder's parent ('screens/configuracoes/setores.json'). */
  arquivo: string;
  /** The file name without .json. */
  nome: string;
  /** The parsed value, or the parser's complaint. */
  json: { ok: true; valor: unknown } | { ok: false; erro: string };
}

/**
 * Every .json file of a folder, in name order; `recursivo` descends into sub-folders except
 * those starting with '_' or '.' (schemas/_meta holds meta-schemas, not models).
 */
export async function lerPastaJson(pasta: string, recursivo: boolean): Promise<ArquivoJson[]> {
  const raiz = path.dirname(pasta);
  const caminhos = await listar(pasta, recursivo);
  return Promise.all(
    caminhos.sort().map(async (caminho) => {
      const texto = await readFile(caminho, 'utf8');
      return { arquivo: path.relative(raiz, caminho), nome: path.basename(caminho, '.json'), json: analisar(texto) };
    }),
  );
}

async function listar(pasta: string, recursivo: boolean): Promise<string[]> {
  const entradas = await readdir(pasta, { withFileTypes: true });
  const listas = await Promise.all(
    entradas.map(async (e) => {
      const caminho = path.join(pasta, e.name);
      if (e.isDirectory()) return recursivo && !/^[_.]/.test(e.name) ? listar(caminho, true) : [];
      return e.isFile() && e.name.endsWith('.json') ? [caminho] : [];
    }),
  );
  return listas.flat();
}

function analisar(texto: string): ArquivoJson['json'] {
  try {
    return { ok: true, valor: JSON.parse(texto) as unknown };
  } catch (e) {
    return { ok: false, erro: e instanceof Error ? e.message : String(e) };
  }
}
