import { apresentar } from './apresentacao.ts';
import { encontrarPropriedade } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { CampoDoFormularioDescrito, CampoDoFormularioObjeto, Descriptor, DescritorFormulario } from './types.ts';
import { ponteiroDoNome, verificarApresentacao, verificarCaminho, verificarCondicao, type Contexto } from './verificar-campo.ts';
import { verificarTabela } from './verificar-tabela.ts';
import { verificarValoresIniciais } from './verificar-valores-iniciais.ts';
import { widgetPadrao } from './widget-padrao.ts';

const REGRAS_DE_ESTADO = ['visivelSe', 'ocultoSe', 'obrigatorioSe', 'somenteLeituraSe'] as const satisfies readonly (keyof CampoDoFormularioObjeto)[];

export function verificarFormulario(descritor: Descriptor, formulario: DescritorFormulario, contexto: Contexto): Problema[] {
  const problemas: Problema[] = [];
  const secoes = new Map<string, string>();
  const campos = new Map<string, string>();
  formulario.secoes.forEach((secao, i) => {
    const ponteiro = noCaminho('/formulario/secoes', i);
    const anterior = secoes.get(secao.nome);
    if (anterior === undefined) secoes.set(secao.nome, ponteiro);
    else problemas.push({ caminho: noCaminho(ponteiro, 'nome'), mensagem: `Seção '${secao.nome}' repetida; já está em ${anterior}.` });
    secao.campos.forEach((campo, j) => problemas.push(...verificarCampo(campo, noCaminho(ponteiro, 'campos', j), campos, contexto)));
  });
  if (formulario.rotas !== undefined && descritor.lista === undefined) {
    problemas.push({ caminho: '/formulario/rotas', mensagem: 'rotas só valem numa tela com lista; sem lista, o formulário fica na rota da tela.' });
  }
  if (formulario.valoresIniciais !== undefined) problemas.push(...verificarValoresIniciais(formulario.valoresIniciais, contexto.modelo));
  return problemas;
}

/** `vistos` holds each field already placed, so a field appears once in the whole form (or action form). */
export function verificarCampo(
  descrito: CampoDoFormularioDescrito,
  ponteiro: string,
  vistos: Map<string, string>,
  contexto: Contexto,
): Problema[] {
  const campo = typeof descrito === 'string' ? { campo: descrito } : descrito;
  const anterior = vistos.get(campo.campo);
  if (anterior !== undefined) {
    return [{ caminho: ponteiroDoNome(ponteiro, descrito), mensagem: `Campo '${campo.campo}' repetido; já está em ${anterior}.` }];
  }
  vistos.set(campo.campo, ponteiro);
  const encontrada = encontrarPropriedade(contexto.modelo, campo.campo);
  if (encontrada === undefined) return verificarCaminho(contexto.modelo, campo.campo, ponteiroDoNome(ponteiro, descrito));
  const apresentacao = apresentar(contexto.modelo, campo.campo, encontrada.propriedade, campo, widgetPadrao);
  const semCondicao = campo.motivoSomenteLeitura !== undefined && campo.somenteLeituraSe === undefined;
  return [
    ...(semCondicao ? [{ caminho: noCaminho(ponteiro, 'motivoSomenteLeitura'), mensagem: 'motivoSomenteLeitura explica somenteLeituraSe: declare a condição.' }] : []),
    ...verificarApresentacao(apresentacao, campo, ponteiro, contexto, false),
    ...verificarTabela(campo, apresentacao.widget, encontrada.propriedade, contexto.modelo, ponteiro),
    ...REGRAS_DE_ESTADO.flatMap((regra) => {
      const condicao = campo[regra];
      return condicao === undefined ? [] : verificarCondicao(contexto.modelo, condicao, noCaminho(ponteiro, regra));
    }),
  ];
}
