import type { TagDoCatalogo } from '../../shared/api/contract.ts';
import { noCaminho } from '../../shared/engine/problema.ts';
import { CATALOGO_DE_TAGS } from '../../shared/permissions/catalogue.ts';
import type { ProblemaDeArquivo } from './catalogo-de-telas.ts';
import type { ArquivoJson } from './ler-json.ts';

// Tags a descriptor introduces (novasTags), so that a new screen needs no TypeScript. Read
// before any descriptor is validated, since one screen may use a tag another declares. A
// malformed entry is skipped here: the meta-schema reports it with the rest of its file.

type Registro = Record<string, unknown>;

const ehRegistro = (v: unknown): v is Registro => typeof v === 'object' && v !== null && !Array.isArray(v);
const texto = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function coletarTags(arquivos: readonly ArquivoJson[], problemas: ProblemaDeArquivo[]): TagDoCatalogo[] {
  const onde = new Map<string, string>(CATALOGO_DE_TAGS.map((t) => [t.tag, 'o catálogo do sistema']));
  const tags: TagDoCatalogo[] = [];
  for (const a of arquivos) {
    const descritor = a.json.ok ? a.json.valor : undefined;
    if (!ehRegistro(descritor) || !Array.isArray(descritor['novasTags'])) continue;
    const moduloPadrao = texto(descritor['titulo']) ?? a.nome;
    descritor['novasTags'].forEach((item: unknown, i) => {
      const tag = ehRegistro(item) ? texto(item['tag']) : undefined;
      const descricao = ehRegistro(item) ? texto(item['descricao']) : undefined;
      if (!ehRegistro(item) || tag === undefined || descricao === undefined) return;
      const anterior = onde.get(tag);
      if (anterior !== undefined) {
        problemas.push({ arquivo: a.arquivo, caminho: noCaminho('/novasTags', i, 'tag'), mensagem: `A tag '${tag}' já está declarada em ${anterior}.` });
        return;
      }
      onde.set(tag, a.arquivo);
      tags.push({ tag, modulo: texto(item['modulo']) ?? moduloPadrao, descricao });
    });
  }
  return tags;
}
