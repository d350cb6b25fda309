import type { Model } from '../../shared/engine/types.ts';
import { validarModelo } from '../../shared/engine/validar-modelo.ts';
import type { ProblemaDeArquivo } from './catalogo-de-telas.ts';
import type { ArquivoJson } from './ler-json.ts';

export interface ModelosCarregados {
  /** The models without problems, by name. */
  validos: Readonly<Record<string, Model>>;
  /** The file of each model name, to point later problems at it. */
  arquivos: Readonly<Record<string, string>>;
  /** The names (file names) of the models with problems. */
  invalidos: ReadonlySet<string>;
}

/** Validates each model file; a model named unlike its file is a problem (GET /api/models/{name}.json reads the file). */
export function carregarModelos(arquivos: readonly ArquivoJson[], problemas: ProblemaDeArquivo[]): ModelosCarregados {
  const validos: Record<string, Model> = {};
  const nomes: Record<string, string> = {};
  const invalidos = new Set<string>();
  for (const a of arquivos) {
    nomes[a.nome] = a.arquivo;
    if (!a.json.ok) {
      problemas.push({ arquivo: a.arquivo, caminho: '', mensagem: `JSON inválido: ${a.json.erro}` });
      invalidos.add(a.nome);
      continue;
    }
    const encontrados = validarModelo(a.json.valor);
    const modelo = a.json.valor as Model;
    if (encontrados.length === 0 && modelo.$id !== a.nome) {
      encontrados.push({ caminho: '/$id', mensagem: `O $id '${modelo.$id}' difere do nome do arquivo ('${a.nome}').` });
    }
    problemas.push(...encontrados.map((p) => ({ arquivo: a.arquivo, ...p })));
    if (encontrados.length === 0) validos[modelo.$id] = modelo;
    else invalidos.add(a.nome);
  }
  return { validos, arquivos: nomes, invalidos };
}
