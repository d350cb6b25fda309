import { noCaminho, type Problema } from './problema.ts';
import { resolverCampoDoFiltro } from './resolver-filtro.ts';
import type { DescritorFiltro } from './types.ts';
import { ponteiroDoNome, verificarApresentacao, verificarCaminho, type Contexto } from './verificar-campo.ts';
import { verificarFaixa } from './verificar-faixa.ts';

export function verificarFiltro(filtro: DescritorFiltro, contexto: Contexto): Problema[] {
  const vistos = new Map<string, string>();
  return filtro.campos.flatMap((descrito, i) => {
    const ponteiro = noCaminho('/filtro/campos', i);
    const caminho = typeof descrito === 'string' ? descrito : descrito.campo;
    if (caminho !== undefined) {
      const ausente = verificarCaminho(contexto.modelo, caminho, ponteiroDoNome(ponteiro, descrito));
      if (ausente.length > 0) return ausente;
    }
    // The same resolution as the merge, so what passes here renders there.
    const campo = resolverCampoDoFiltro(descrito, contexto.modelo);
    const problemas = [...verificarApresentacao(campo, typeof descrito === 'string' ? {} : descrito, ponteiro, contexto, true), ...verificarFaixa(campo, contexto.modelo, ponteiro)];
    const anterior = vistos.get(campo.parametro);
    if (anterior === undefined) vistos.set(campo.parametro, ponteiro);
    else problemas.push({ caminho: ponteiro, mensagem: `Parâmetro '${campo.parametro}' repetido; já está em ${anterior}.` });
    return problemas;
  });
}
