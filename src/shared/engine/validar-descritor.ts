import { problemasDoMetaSchema } from './meta-validacao.ts';
import type { Problema } from './problema.ts';
import type { Descriptor, Model } from './types.ts';
import { verificarAbas } from './verificar-abas.ts';
import { verificarConfiguracao } from './verificar-configuracao.ts';
import { verificarAcoes } from './verificar-acoes.ts';
import { verificarFiltro } from './verificar-filtro.ts';
import { verificarFormulario } from './verificar-formulario.ts';
import { verificarImportacao } from './verificar-importacao.ts';
import { verificarImpressao } from './verificar-impressao.ts';
import { verificarLista } from './verificar-lista.ts';
import { verificarTags } from './verificar-tags.ts';
import { verificarVisao } from './verificar-visao.ts';

// Start-up and `npm run check:screens` refuse a descriptor with problems, so a broken
// screen is found before anyone opens it.

export { validarModelo } from './validar-modelo.ts';

/**
 * Every problem of a descriptor, each with its JSON Pointer: first its shape (the
 * meta-schema); only a well-formed descriptor is then checked against its model, the
 * widget kinds and the tag catalogue. An empty list means the merge can resolve it.
 */
export function validarDescritor(
  json: unknown,
  modelosDisponiveis: Readonly<Record<string, Model>>,
  tagsDeclaradas: ReadonlySet<string>,
): Problema[] {
  const forma = problemasDoMetaSchema('descritor', json);
  if (forma.length > 0) return forma;
  const descritor = json as Descriptor;
  const tags = verificarTags(descritor, tagsDeclaradas);
  const modelo = Object.hasOwn(modelosDisponiveis, descritor.modelo) ? modelosDisponiveis[descritor.modelo] : undefined;
  if (modelo === undefined) return [{ caminho: '/modelo', mensagem: `Modelo desconhecido: '${descritor.modelo}'.` }, ...tags];
  const contexto = { modelo, modelos: modelosDisponiveis };
  const { lista, filtro, formulario } = descritor;
  return [
    ...tags,
    ...verificarConfiguracao(descritor, modelo),
    ...verificarVisao(descritor, modelo),
    ...(lista === undefined ? [] : verificarLista(lista, modelo)),
    ...(filtro === undefined ? [] : verificarFiltro(filtro, contexto)),
    ...(formulario === undefined ? [] : [...verificarFormulario(descritor, formulario, contexto), ...verificarAbas(formulario)]),
    ...verificarImportacao(descritor, contexto),
    ...verificarImpressao(descritor),
    ...verificarAcoes(descritor, contexto),
  ];
}
