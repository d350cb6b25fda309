import type { RJSFSchema } from '@rjsf/utils';

// The largest form's fields as one JSON Schema for @rjsf/core: the model's properties of the
// fields the descriptor's sections show, with what plain JSON Schema says of them.

interface Propriedade {
  type?: string | string[];
  title?: string;
  format?: string;
  readOnly?: boolean;
  properties?: Record<string, Propriedade>;
  items?: Propriedade;
  'x-ref'?: string;
  'x-tipo'?: string;
  [chave: string]: unknown;
}

export interface TelaDoBench {
  descritor: { formulario?: { secoes: { campos: (string | { campo: string })[] }[] } };
  modelo: { required?: string[]; properties: Record<string, Propriedade> };
}

/** What ajv knows without the project's own formats (cpf, telefone, cep: the shared rules'). */
const FORMATOS_DO_AJV = new Set(['email', 'date', 'date-time', 'uri']);
const PALAVRAS = ['type', 'title', 'maxLength', 'minLength', 'minimum', 'maximum', 'enum', 'default', 'readOnly', 'pattern'] as const;

/** One property as rjsf reads it: a reference or a photo is a text, the project's keywords go. */
function paraRjsf(propriedade: Propriedade): RJSFSchema {
  if (propriedade['x-ref'] !== undefined || propriedade['x-tipo'] === 'foto') return { type: 'string', title: propriedade.title };
  const esquema: RJSFSchema = Object.fromEntries(PALAVRAS.filter((palavra) => propriedade[palavra] !== undefined).map((palavra) => [palavra, propriedade[palavra]]));
  if (propriedade.format !== undefined && FORMATOS_DO_AJV.has(propriedade.format)) esquema.format = propriedade.format;
  if (propriedade.properties) esquema.properties = Object.fromEntries(Object.entries(propriedade.properties).map(([nome, p]) => [nome, paraRjsf(p)]));
  if (propriedade.items) esquema.items = paraRjsf(propriedade.items);
  return esquema;
}

export function esquemaDoFormulario({ descritor, modelo }: TelaDoBench): RJSFSchema {
  const campos = (descritor.formulario?.secoes ?? []).flatMap((secao) => secao.campos.map((c) => (typeof c === 'string' ? c : c.campo)));
  const raiz = [...new Set(campos.map((campo) => campo.split('.')[0] ?? campo))].filter((campo) => modelo.properties[campo] !== undefined);
  return {
    type: 'object',
    required: (modelo.required ?? []).filter((campo) => raiz.includes(campo)),
    properties: Object.fromEntries(raiz.map((campo) => [campo, paraRjsf(modelo.properties[campo] ?? {})])),
  };
}
