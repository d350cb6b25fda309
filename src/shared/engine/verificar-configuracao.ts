import { encontrarPropriedade } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { CampoDoFormularioDescrito, Descriptor, Model } from './types.ts';

// A settings screen (configuracao: true) is one record in a form: no list, filter, delete or
// routes of its own, each field a setting (a top-level property it may write) and, where the
// engine stores it, a default for every required one, so the record is valid before any save.
// A write-only property (a password) belongs to settings only: a record's reply would carry it.

const nomeDoCampo = (c: CampoDoFormularioDescrito): string => (typeof c === 'string' ? c : c.campo);

export function verificarConfiguracao(descritor: Descriptor, modelo: Model): Problema[] {
  if (descritor.configuracao !== true) return semCamposSoDeEscrita(modelo);
  const problemas: Problema[] = [];
  const proibido = (caminho: string, mensagem: string) => problemas.push({ caminho, mensagem });
  if (descritor.formulario === undefined) proibido('/configuracao', 'Uma tela de configuração precisa de formulario.');
  if (descritor.lista !== undefined) proibido('/lista', 'Uma tela de configuração não tem lista: é um registro só.');
  if (descritor.filtro !== undefined) proibido('/filtro', 'Uma tela de configuração não tem filtro: é um registro só.');
  if (descritor.tags.excluir !== undefined) proibido('/tags/excluir', 'Uma tela de configuração não exclui: cada campo volta ao seu padrão.');
  if (descritor.tags.criar !== undefined) proibido('/tags/criar', 'Uma tela de configuração não inclui registros: é um registro só.');
  const formulario = descritor.formulario;
  if (formulario?.rotas !== undefined) proibido('/formulario/rotas', 'Uma tela de configuração fica só na rota da tela.');
  if (formulario?.titulos !== undefined) proibido('/formulario/titulos', 'Uma tela de configuração tem o título da tela.');
  if (formulario?.valoresIniciais !== undefined) {
    proibido('/formulario/valoresIniciais', "Numa tela de configuração, o valor inicial de cada campo é o seu padrão: o default do modelo.");
  }
  formulario?.secoes.forEach((secao, i) =>
    secao.campos.forEach((descrito, j) => {
      const ponteiro = noCaminho('/formulario/secoes', i, 'campos', j);
      problemas.push(...verificarAjuste(nomeDoCampo(descrito), typeof descrito === 'string' ? ponteiro : noCaminho(ponteiro, 'campo'), modelo));
    }),
  );
  return problemas;
}

function verificarAjuste(campo: string, ponteiro: string, modelo: Model): Problema[] {
  const encontrada = encontrarPropriedade(modelo, campo);
  // An unknown field is the form's check's to report.
  if (encontrada === undefined) return [];
  if (campo.includes('.')) return [{ caminho: ponteiro, mensagem: `'${campo}': numa tela de configuração cada campo é uma propriedade do modelo, sem caminho pontuado.` }];
  if (encontrada.propriedade.readOnly === true) return [{ caminho: ponteiro, mensagem: `'${campo}' é somente leitura: não é um ajuste da tela.` }];
  // A hand-written module (x-modulo) gives its defaults itself (from the environment, say).
  if (modelo['x-modulo'] !== true && encontrada.exigida && encontrada.propriedade.default === undefined && encontrada.propriedade.writeOnly !== true) {
    return [{ caminho: ponteiro, mensagem: `'${campo}' é obrigatório e não tem default no modelo: a configuração começaria inválida.` }];
  }
  return [];
}

function semCamposSoDeEscrita(modelo: Model): Problema[] {
  const soDeEscrita = Object.entries(modelo.properties).filter(([, p]) => p.writeOnly === true).map(([nome]) => nome);
  return soDeEscrita.length === 0
    ? []
    : [{ caminho: '/modelo', mensagem: `O modelo '${modelo.$id}' tem campos só de escrita (${soDeEscrita.join(', ')}), que só uma tela de configuração guarda.` }];
}
