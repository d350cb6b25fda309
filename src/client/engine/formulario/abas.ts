import type { AbaResolvida, FormularioResolvido, SecaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { VerificarPermissao } from '../../components/permissions/usePermissao.ts';

/** The tabs the user sees: some section shown (configuration) and the tab's tags held. */
export function abasVisiveis(formulario: FormularioResolvido, pode: VerificarPermissao): AbaResolvida[] {
  return (formulario.abas ?? []).filter((aba) => aba.visivel && (aba.tags.length === 0 || pode(aba.tags)));
}

/** The sections to render: those of the selected tab, plus the ones no tab claims (always shown). */
export function secoesMostradas(formulario: FormularioResolvido, aba: AbaResolvida | undefined): SecaoResolvida[] {
  const visiveis = formulario.secoes.filter((secao) => secao.visivel);
  if (formulario.abas === null) return visiveis;
  const dasAbas = new Set(formulario.abas.flatMap((a) => a.secoes));
  return visiveis.filter((secao) => !dasAbas.has(secao.nome) || (aba?.secoes.includes(secao.nome) ?? false));
}

/** The tab holding a field (or the list whose item holds it: 'horarios.0.fim'), to show the first error of a failed save. */
export function abaDoCampo(formulario: FormularioResolvido, abas: readonly AbaResolvida[], campo: string): AbaResolvida | undefined {
  const secao = formulario.secoes.find((s) => s.campos.some((c) => c.campo === campo || campo.startsWith(`${c.campo}.`)));
  return secao === undefined ? undefined : abas.find((aba) => aba.secoes.includes(secao.nome));
}
