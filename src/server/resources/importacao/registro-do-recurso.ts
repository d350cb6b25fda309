import type { FieldError } from '../../../shared/api/contract.ts';
import { MENSAGENS_DA_IMPORTACAO, type ValoresDaLinha } from '../../../shared/api/importacao.ts';
import { chaveDaImportacao } from '../../../shared/engine/mapeamento-da-importacao.ts';
import { encontrarPropriedade } from '../../../shared/engine/modelo.ts';
import type { ImportacaoResolvida, TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { validateRecord } from '../../../shared/validation/record.ts';
import { errosDeTipo } from '../esquema-do-payload.ts';
import { valorDaColuna, type ValorDaColuna } from '../normalizar.ts';
import type { Recurso } from '../recurso.ts';
import type { Registro } from '../registro.ts';
import { regrasDoRegistro } from '../regras.ts';
import { valorDaCelula } from './celula.ts';
import { chavesDoRegistro } from './chaves-do-recurso.ts';
import type { Avaliacao } from './destino.ts';
import { errosDaLinha } from './erros-da-linha.ts';
import type { Achado } from './referencias-por-nome.ts';

// A row as a new record of a model the engine stores, judged as the form's save judges one
// (gravacao.ts): the cells as the form's values, the payload's types, the model's defaults, the
// screen's rules with the institution's field configuration, and the columns to write.

export interface RegistroDoRecurso {
  /** The values written, by property (the audit's). */
  valores: Registro;
  /** By table column. */
  colunas: ReadonlyMap<string, ValorDaColuna>;
}

export interface BaseDoRegistro {
  recurso: Recurso;
  importacao: ImportacaoResolvida;
  /** The screen with the institution's field configuration. */
  tela: TelaResolvida;
  /** Each reference column's names found (referencias-por-nome.ts), by column name. */
  referencias: ReadonlyMap<string, ReadonlyMap<string, Achado>>;
}

function definir(registro: Registro, caminho: string, valor: unknown): void {
  const partes = caminho.split('.');
  let alvo = registro;
  for (const parte of partes.slice(0, -1)) {
    const proximo = alvo[parte];
    const objeto: Registro = typeof proximo === 'object' && proximo !== null ? (proximo as Registro) : {};
    alvo[parte] = objeto;
    alvo = objeto;
  }
  alvo[partes[partes.length - 1] ?? caminho] = valor;
}

/** The mapped cells as the payload the form would send, and what could not be read. */
function corpoDaLinha(base: BaseDoRegistro, valores: ValoresDaLinha): { corpo: Registro; erros: FieldError[] } {
  const corpo: Registro = {};
  const erros: FieldError[] = [];
  for (const { nome, campo } of base.importacao.colunas) {
    const texto = Object.hasOwn(valores, nome) ? valores[nome] : undefined;
    const propriedade = campo === null ? undefined : encontrarPropriedade(base.recurso.modelo, campo)?.propriedade;
    if (texto === undefined || campo === null || propriedade === undefined) continue;
    const lido = propriedade['x-ref'] !== undefined ? base.referencias.get(nome)?.get(texto) : valorDaCelula(propriedade, texto);
    if (lido === undefined) continue;
    if ('erro' in lido) erros.push({ field: campo, message: lido.erro });
    else definir(corpo, campo, 'id' in lido ? lido.id : lido.valor);
  }
  return { corpo, erros };
}

function colunasDoRegistro(recurso: Recurso, registro: Registro): { colunas: Map<string, ValorDaColuna>; erros: FieldError[] } {
  const colunas = new Map<string, ValorDaColuna>();
  const erros: FieldError[] = [];
  for (const c of recurso.mapa.colunas) {
    if (c.somenteLeitura || !Object.hasOwn(registro, c.propriedade)) continue;
    const convertido = valorDaColuna(c, registro[c.propriedade]);
    if ('erro' in convertido) erros.push(convertido.erro);
    else colunas.set(c.coluna, convertido.valor);
  }
  return { colunas, erros };
}

export function avaliarRegistro(base: BaseDoRegistro, valores: ValoresDaLinha): Avaliacao<RegistroDoRecurso> {
  const { recurso, importacao, tela } = base;
  const { corpo, erros: daLeitura } = corpoDaLinha(base, valores);
  const doTipo = errosDeTipo(recurso.validarTipos, corpo);
  const padroes = recurso.mapa.colunas.filter((c) => !c.somenteLeitura && c.padrao !== undefined).map((c) => [c.propriedade, c.padrao] as const);
  const registro: Registro = { ...Object.fromEntries(padroes), ...corpo };
  const dasRegras = doTipo.length > 0 ? doTipo : validateRecord(registro, regrasDoRegistro(tela, recurso.modelo, recurso.regrasForaDoFormulario, registro));
  const { colunas, erros: dasColunas } = colunasDoRegistro(recurso, registro);
  const erros = [...daLeitura, ...dasRegras, ...dasColunas];
  const chaves = chavesDoRegistro(importacao.chaves, (campo) => colunas.get(recurso.mapa.colunas.find((c) => c.propriedade === campo)?.coluna ?? ''));
  const camposDaChave = new Set(importacao.chaves.flat());
  if (chaves.length === 0 && !erros.some((e) => camposDaChave.has(e.field))) {
    erros.push({ field: importacao.chaves[0]?.[0] ?? 'linha', message: interpolar(MENSAGENS_DA_IMPORTACAO.semChave, { campos: chaveDaImportacao(importacao) }) });
  }
  if (erros.length > 0) return { valida: false, erros: errosDaLinha(importacao, recurso.modelo, erros) };
  return { valida: true, chaves, registro: { valores: registro, colunas } };
}
