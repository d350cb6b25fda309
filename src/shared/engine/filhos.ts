import { noCaminho, type Problema } from './problema.ts';
import type { FilhosDoModelo, Model, ModelProperty } from './types.ts';

// Child tables (x-filhos): a list property whose rows are records of another model. The list's
// items are that model's fields without the key that points back at the parent, so the form,
// the shared rules and the payload's types treat the rows as the items of any list of objects.

export interface ProblemaDoModelo extends Problema {
  /** The model whose file holds the problem. */
  modelo: string;
}

/** Each x-filhos list of a model, by property name. */
export function filhosDe(modelo: Model): [string, FilhosDoModelo][] {
  return Object.entries(modelo.properties).flatMap(([nome, p]) => (p['x-filhos'] === undefined ? [] : [[nome, p['x-filhos']]]));
}

/**
 * The models with every x-filhos list's `items` filled from its child model, and what keeps a
 * declaration from working (each pointing at the parent's property). A list with a problem is
 * left without items.
 */
export function expandirFilhos(modelos: Readonly<Record<string, Model>>): { modelos: Record<string, Model>; problemas: ProblemaDoModelo[] } {
  const problemas: ProblemaDoModelo[] = [];
  const expandidos: Record<string, Model> = { ...modelos };
  // A child table has one parent: its key and its rows' order belong to one list.
  const listaDoFilho = new Map<string, string>();
  for (const pai of Object.values(modelos)) {
    const listas = filhosDe(pai);
    if (listas.length === 0) continue;
    const propriedades: Record<string, ModelProperty> = { ...pai.properties };
    for (const [nome, filhos] of listas) {
      const encontrados = problemasDosFilhos(pai, filhos, modelos);
      const outra = listaDoFilho.get(filhos.modelo);
      if (outra !== undefined) encontrados.push({ membro: 'modelo', mensagem: `O modelo '${filhos.modelo}' já é filho de ${outra}.` });
      listaDoFilho.set(filhos.modelo, outra ?? `${pai.$id}.${nome}`);
      const ponteiro = noCaminho('/properties', nome, 'x-filhos');
      problemas.push(...encontrados.map((p) => ({ modelo: pai.$id, caminho: noCaminho(ponteiro, p.membro), mensagem: p.mensagem })));
      const filho = modelos[filhos.modelo];
      if (encontrados.length === 0 && filho !== undefined) propriedades[nome] = { ...pai.properties[nome], items: itensDoFilho(filho, filhos.chave) };
    }
    expandidos[pai.$id] = { ...pai, properties: propriedades };
  }
  return { modelos: expandidos, problemas };
}

/** The item schema of a child row: the child model's fields, its key left out. */
function itensDoFilho(filho: Model, chave: string): ModelProperty {
  const properties = Object.fromEntries(Object.entries(filho.properties).filter(([nome]) => nome !== chave));
  const required = (filho.required ?? []).filter((nome) => nome !== chave);
  return { type: 'object', title: filho.title, properties, ...(required.length > 0 ? { required } : {}) };
}

function problemasDosFilhos(pai: Model, filhos: FilhosDoModelo, modelos: Readonly<Record<string, Model>>): { membro: string; mensagem: string }[] {
  const filho = Object.hasOwn(modelos, filhos.modelo) ? modelos[filhos.modelo] : undefined;
  if (filho === undefined) return [{ membro: 'modelo', mensagem: `Modelo filho desconhecido: '${filhos.modelo}'.` }];
  if (filho.$id === pai.$id) return [{ membro: 'modelo', mensagem: 'Um modelo não é filho de si mesmo.' }];
  const problemas: { membro: string; mensagem: string }[] = [];
  const doModelo = (mensagem: string) => problemas.push({ membro: 'modelo', mensagem });
  if (pai['x-modulo'] === true) doModelo('x-filhos só vale num modelo que o motor grava (sem x-modulo).');
  if (filho['x-modulo'] === true || filho['x-visao'] !== undefined) doModelo(`O modelo '${filho.$id}' não é gravado pelo motor (x-modulo ou x-visao).`);
  if (filhosDe(filho).length > 0) doModelo(`O modelo '${filho.$id}' tem filhos próprios; só um nível de filhos é aceito.`);
  if (filho.$defs !== undefined) doModelo(`O modelo '${filho.$id}' usa $defs; os campos de um filho são escritos por inteiro.`);
  if (pai['x-unidade'] === true && filho['x-unidade'] !== true) doModelo(`O modelo '${filho.$id}' precisa de x-unidade: as linhas herdam a unidade do registro.`);
  const chave = Object.hasOwn(filho.properties, filhos.chave) ? filho.properties[filhos.chave] : undefined;
  if (chave?.['x-ref'] !== pai.$id) {
    problemas.push({ membro: 'chave', mensagem: `'${filhos.chave}' não é uma propriedade de '${filho.$id}' com x-ref '${pai.$id}'.` });
  }
  return problemas;
}
