import path from 'node:path';
import type { TagDoCatalogo } from '../../shared/api/contract.ts';
import type { Problema } from '../../shared/engine/problema.ts';
import type { Descriptor, Model } from '../../shared/engine/types.ts';
import { validarDescritor } from '../../shared/engine/validar-descritor.ts';
import { CATALOGO_DE_TAGS } from '../../shared/permissions/catalogue.ts';
import { PASTA_MODELOS, RAIZ } from '../caminhos.ts';
import { carregarModelos, type ModelosCarregados } from './carregar-modelos.ts';
import { lerPastaJson, type ArquivoJson } from './ler-json.ts';
import { mapearModelo, type MapaDoModelo } from './mapa-do-modelo.ts';
import { coletarTags } from './tags-das-telas.ts';
import { verificarCatalogo } from './verificar-catalogo.ts';

// The loader of the screen engine: every model (schemas/*.json) and every descriptor
// (screens/**/*.json), validated together at start-up and by `npm run check:screens`.
// A problem anywhere stops both, naming the file, the JSON path and what is wrong.

export interface PastasDoCatalogo {
  modelos: string;
  telas: string;
}

export const PASTAS_PADRAO: PastasDoCatalogo = { modelos: PASTA_MODELOS, telas: path.join(RAIZ, 'screens') };

export interface TelaCarregada {
  arquivo: string;
  descritor: Descriptor;
}

export interface CatalogoDeTelas {
  modelos: Readonly<Record<string, Model>>;
  telas: readonly TelaCarregada[];
  /** The tags the descriptors introduce (novasTags), after the static catalogue's. */
  tagsDeclaradas: readonly TagDoCatalogo[];
  /** The table of every model a screen serves, by model name. */
  mapas: ReadonlyMap<string, MapaDoModelo>;
}

export interface ProblemaDeArquivo extends Problema {
  arquivo: string;
}

export function formatarProblema(p: ProblemaDeArquivo): string {
  return `${p.arquivo}: ${p.caminho === '' ? '/' : p.caminho} — ${p.mensagem}`;
}

export class CatalogoInvalido extends Error {
  readonly problemas: readonly ProblemaDeArquivo[];

  constructor(problemas: readonly ProblemaDeArquivo[]) {
    super(`As telas e os modelos têm ${problemas.length} problema(s):\n${problemas.map((p) => `  ${formatarProblema(p)}`).join('\n')}`);
    this.name = 'CatalogoInvalido';
    this.problemas = problemas;
  }
}

export async function carregarCatalogoDeTelas(pastas: PastasDoCatalogo = PASTAS_PADRAO): Promise<CatalogoDeTelas> {
  const [arquivosDeModelos, arquivosDeTelas] = await Promise.all([lerPastaJson(pastas.modelos, false), lerPastaJson(pastas.telas, true)]);
  const problemas: ProblemaDeArquivo[] = [];
  const modelos = carregarModelos(arquivosDeModelos, problemas);
  const tagsDeclaradas = coletarTags(arquivosDeTelas, problemas);
  const todasAsTags = new Set([...CATALOGO_DE_TAGS.map((t) => t.tag), ...tagsDeclaradas.map((t) => t.tag)]);
  const telas = arquivosDeTelas.flatMap((a) => validarTela(a, modelos, todasAsTags, problemas));
  // A model a broken descriptor names is still served: its problems are the descriptor's, not the model's.
  // A hand-written module's model (x-modulo) has its own table and routes: the engine maps none;
  // nor does it map a settings screen's (configuracao), whose values live in the `ajuste` table.
  const mapas = new Map(
    [...new Set(arquivosDeTelas.flatMap((a) => (deConfiguracao(a) ? [] : (modeloNomeado(a) ?? []))))].flatMap((nome) => {
      const modelo = modelos.validos[nome];
      return modelo === undefined || modelo['x-modulo'] === true ? [] : [[nome, mapearModelo(modelo)] as const];
    }),
  );
  problemas.push(...verificarCatalogo({ modelos: modelos.validos, arquivosDosModelos: modelos.arquivos, telas, mapas }));
  if (problemas.length > 0) throw new CatalogoInvalido(problemas);
  return { modelos: modelos.validos, telas: [...telas].sort(porOrdem), tagsDeclaradas, mapas };
}

/** A screen over a hand-written module's model (x-modulo): no generic routes, no place in the menu's list. */
export function telaDeModulo(catalogo: Pick<CatalogoDeTelas, 'modelos'>, descritor: Descriptor): boolean {
  return catalogo.modelos[descritor.modelo]?.['x-modulo'] === true;
}

/** The screens in their declared order (descriptor `ordem`), the unordered after them by path. */
function porOrdem(a: TelaCarregada, b: TelaCarregada): number {
  const ordemA = a.descritor.ordem ?? Number.MAX_SAFE_INTEGER;
  const ordemB = b.descritor.ordem ?? Number.MAX_SAFE_INTEGER;
  return ordemA - ordemB || a.descritor.rota.path.localeCompare(b.descritor.rota.path);
}

function modeloNomeado(a: ArquivoJson): string | undefined {
  const valor = a.json.ok ? a.json.valor : undefined;
  const modelo = typeof valor === 'object' && valor !== null && 'modelo' in valor ? valor.modelo : undefined;
  return typeof modelo === 'string' ? modelo : undefined;
}

function deConfiguracao(a: ArquivoJson): boolean {
  const valor = a.json.ok ? a.json.valor : undefined;
  return typeof valor === 'object' && valor !== null && 'configuracao' in valor && valor.configuracao === true;
}

function validarTela(a: ArquivoJson, modelos: ModelosCarregados, tags: ReadonlySet<string>, problemas: ProblemaDeArquivo[]): TelaCarregada[] {
  if (!a.json.ok) {
    problemas.push({ arquivo: a.arquivo, caminho: '', mensagem: `JSON inválido: ${a.json.erro}` });
    return [];
  }
  // A descriptor of a broken model is checked once the model is fixed; the model's problems say what to fix first.
  const nome = modeloNomeado(a);
  if (nome !== undefined && modelos.invalidos.has(nome)) return [];
  const encontrados = validarDescritor(a.json.valor, modelos.validos, tags);
  problemas.push(...encontrados.map((p) => ({ arquivo: a.arquivo, ...p })));
  return encontrados.length === 0 ? [{ arquivo: a.arquivo, descritor: a.json.valor as Descriptor }] : [];
}
