import type { FieldError } from '../../shared/api/contract.ts';
import { camposDaAcao, modeloDaAcao, regrasDaAcao, regrasDosValores } from '../../shared/engine/formulario-da-acao.ts';
import type { AcaoResolvida } from '../../shared/engine/tela-resolvida.ts';
import type { FormularioDaAcaoDescrito, Model } from '../../shared/engine/types.ts';
import { parseDate, parseModel } from '../../shared/format/dates.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import { validateRecord } from '../../shared/validation/record.ts';
import { HttpError } from '../http/erros.ts';
import { criarCompilador, errosDeTipo } from './esquema-do-payload.ts';
import type { EntradaDaAcao } from './ganchos.ts';
import { idDaReferencia } from './normalizar.ts';
import type { Registro } from './registro.ts';

// The body of an action with a form: the JSON types of its model's fields (anything else is
// dropped), then the same rules the dialog applied; a refusal is the form's 422 with each
// field's message (a list's item by its path, 'linhas.0.quantidade'), before anything runs. What passes reaches the hook with references as ids
// and empty values as null.

const compilar = criarCompilador();

export type LerFormulario = (corpo: unknown) => EntradaDaAcao;

/** The route's body schema and how the body becomes the hook's input. */
export interface FormularioDaRota {
  /** Closed: a member that is no field of the form is refused by name (validacao.ts). */
  corpo: { type: 'object'; additionalProperties: false; properties: Record<string, object> };
  ler: LerFormulario;
}

function normalizado(registro: Registro, modelo: Model): Registro {
  return Object.fromEntries(
    Object.keys(modelo.properties).map((nome) => {
      const valor = registro[nome];
      if (valor === undefined || valor === '') return [nome, null];
      const propriedade = modelo.properties[nome];
      if (propriedade?.['x-ref'] !== undefined) return [nome, idDaReferencia(valor)];
      // A day as the date widget sends it (2025-01-31T00:00:00) or typed (31/01/2025): YYYY-MM-DD.
      if (propriedade?.format === 'date' && typeof valor === 'string') return [nome, (parseModel(valor) ?? parseDate(valor))?.slice(0, 10) ?? valor];
      return [nome, valor];
    }),
  );
}

function formularioDaRota(formulario: FormularioDaAcaoDescrito, modelo: Model): FormularioDaRota {
  const doFormulario = modeloDaAcao(formulario, modelo);
  const validarTipos = compilar(doFormulario);
  const regras = regrasDaAcao(camposDaAcao(formulario, modelo));
  const corpo = { type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.keys(doFormulario.properties).map((nome) => [nome, {}])) } as const;
  return { corpo, ler: (enviado) => {
    const registro: Registro = typeof enviado === 'object' && enviado !== null && !Array.isArray(enviado) ? { ...(enviado as Registro) } : {};
    const tipos = errosDeTipo(validarTipos, registro);
    const erros: FieldError[] = tipos.length > 0 ? tipos : validateRecord(registro, regrasDosValores(regras, doFormulario, registro));
    if (erros.length > 0) throw new HttpError(422, MENSAGENS.errosFormulario, erros);
    return { dados: normalizado(registro, doFormulario) };
  } };
}

/** How the action's route takes its form's body; null for an action without a form. Throws at start on an unknown model (the catalogue check names it first). */
export function formularioDaAcao(acao: AcaoResolvida, modeloDe: (nome: string) => Model | undefined): FormularioDaRota | null {
  if (acao.formulario === null) return null;
  const modelo = modeloDe(acao.formulario.modelo);
  if (modelo === undefined) throw new Error(`Formulário da ação '${acao.nome}' sem modelo: '${acao.formulario.modelo}'.`);
  return formularioDaRota(acao.formulario, modelo);
}
