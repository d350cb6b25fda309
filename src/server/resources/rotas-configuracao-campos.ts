import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../shared/api/contract.ts';
import { mesclarTela } from '../../shared/engine/merge.ts';
import type { FormularioResolvido } from '../../shared/engine/tela-resolvida.ts';
import type { Descriptor, FieldConfig, Model } from '../../shared/engine/types.ts';
import type { Tag } from '../../shared/permissions/catalogue.ts';
import type { Db } from '../db/database.ts';
import { errosDeFormulario } from '../http/erros.ts';
import { sessaoDe } from '../http/tipos.ts';
import type { CatalogoDeTelas } from './catalogo-de-telas.ts';
import { lerConfiguracoes } from './configuracao-campos.ts';
import { salvarConfiguracao, type PedidoDeConfiguracao } from './salvar-configuracao.ts';

// The field configuration (specification, sections 3 and 5): which fields of each generic
// form are visible and required, per section. Forms are named by the descriptor's route name.

const BASE = '/api/configuracoesCamposFomularios';
const TAG_EDITAR: Tag = 'configuracoes.configuracaocampo.editar';

const CORPO = {
  type: 'object',
  required: ['formulario', 'secao', 'campos'],
  properties: {
    formulario: { type: 'string', maxLength: 200 },
    secao: { type: 'string', maxLength: 100 },
    visivel: { type: 'boolean' },
    campos: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['inputName'],
        properties: { inputName: { type: 'string', maxLength: 200 }, visible: { type: 'boolean' }, required: { type: 'boolean' } },
      },
    },
  },
} as const;

interface Formulario {
  titulo: string;
  descritor: Descriptor;
  modelo: Model;
  /** Resolved without configuration: the sections and fields the descriptor places. */
  formulario: FormularioResolvido;
}

/** The record forms: a settings screen's fields are settings, each with its default, never hidden. */
function formularios(catalogo: CatalogoDeTelas): Map<string, Formulario> {
  const saida = new Map<string, Formulario>();
  for (const { descritor } of catalogo.telas.filter((t) => t.descritor.configuracao !== true)) {
    const modelo = catalogo.modelos[descritor.modelo];
    const formulario = modelo === undefined ? null : mesclarTela(descritor, modelo, {}).formulario;
    if (modelo !== undefined && formulario !== null) saida.set(descritor.rota.name, { titulo: descritor.titulo, descritor, modelo, formulario });
  }
  return saida;
}

function configDoFormulario(formulario: FormularioResolvido, guardada: FieldConfig | undefined): Required<FieldConfig> {
  const visiveis = guardada?.secoesVisiveis ?? {};
  return {
    secoesVisiveis: Object.fromEntries(formulario.secoes.map((s) => [s.nome, Object.hasOwn(visiveis, s.nome) ? visiveis[s.nome] !== false : true])),
    configSecoes: guardada?.configSecoes ?? {},
  };
}

export function rotasDeConfiguracaoDeCampos(app: FastifyInstance, db: Db, catalogo: CatalogoDeTelas): void {
  const forms = formularios(catalogo);

  app.get(`${BASE}/config`, async () => {
    const guardadas = await lerConfiguracoes(db);
    return { content: Object.fromEntries([...forms].map(([nome, f]) => [nome, configDoFormulario(f.formulario, guardadas.get(nome))])) };
  });

  // Each section and field with its own stored setting (not the merged result, where a hidden
  // section hides and un-requires its fields): what the configuration screen edits and saves back.
  app.get(`${BASE}/formularios`, { config: { tags: [TAG_EDITAR] } }, async () => {
    const guardadas = await lerConfiguracoes(db);
    return {
      content: [...forms].map(([nome, f]) => {
        const config = configDoFormulario(f.formulario, guardadas.get(nome));
        return {
          formulario: nome,
          titulo: f.titulo,
          secoes: f.formulario.secoes.map((s) => {
            const entradas = config.configSecoes[s.nome] ?? [];
            return {
              nome: s.nome,
              titulo: s.titulo,
              visivel: config.secoesVisiveis[s.nome] !== false,
              campos: s.campos.map((c) => {
                const entrada = entradas.find((e) => e.inputName === c.campo);
                return {
                  inputName: c.campo,
                  titulo: c.titulo,
                  visible: entrada?.visible !== false,
                  required: c.obrigatorio || entrada?.required === true,
                  obrigatorioNoModelo: c.obrigatorio,
                  somenteLeitura: c.somenteLeitura,
                };
              }),
            };
          }),
        };
      }),
    };
  });

  app.post<{ Body: PedidoDeConfiguracao }>(`${BASE}/config`, { config: { tags: [TAG_EDITAR] }, schema: { body: CORPO } }, async (request) => {
    const pedido = request.body;
    const form = forms.get(pedido.formulario);
    const erros: FieldError[] = [];
    const secao = form?.formulario.secoes.find((s) => s.nome === pedido.secao);
    if (form === undefined) erros.push({ field: 'formulario', message: 'Formulário desconhecido.' });
    else if (secao === undefined) erros.push({ field: 'secao', message: 'Seção desconhecida neste formulário.' });
    const vistos = new Set<string>();
    pedido.campos.forEach((c, i) => {
      if (secao !== undefined && !secao.campos.some((campo) => campo.campo === c.inputName)) {
        erros.push({ field: `campos.${i}.inputName`, message: 'Campo desconhecido nesta seção.' });
      } else if (vistos.has(c.inputName)) {
        erros.push({ field: `campos.${i}.inputName`, message: 'Campo repetido.' });
      }
      vistos.add(c.inputName);
    });
    if (erros.length > 0 || form === undefined) throw errosDeFormulario(erros);
    await salvarConfiguracao(db, sessaoDe(request), pedido);
    const guardada = (await lerConfiguracoes(db)).get(pedido.formulario);
    return { content: configDoFormulario(form.formulario, guardada), message: 'Configuração salva.' };
  });
}
