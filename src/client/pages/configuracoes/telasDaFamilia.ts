import type { Rota } from '../../app/routes/types.ts';
import type { VerificarPermissao } from '../../components/permissions/usePermissao.ts';
import type { TelaDoCatalogo } from '../../engine/dados/contrato.ts';
import { t } from '../../i18n/traducao.ts';

// The screens of the configuracoes family the user may open, for its root page: the route
// table's (never a form's route nor the root itself), then the engine's, each once.

export interface TelaDaFamilia {
  titulo: string;
  path: string;
  descricao?: string;
}

export const RAIZ_DE_CONFIGURACOES = '/configuracoes';

/** What each known screen is for, in the language in force; a screen not listed shows its title only. */
const descricoes = (): Readonly<Record<string, string>> => ({
  '/configuracoes/usuarios': t('Quem entra no sistema, em que unidades e com que grupos de permissão.'),
  '/configuracoes/grupopermissao': t('Conjuntos de permissões dados aos usuários.'),
  '/configuracoes/unidades': t('As unidades da instituição: CNPJ, endereço e contato.'),
  '/configuracoes/setores': t('Os setores de cada unidade.'),
  '/configuracoes/configuracaocampo': t('Quais campos dos formulários aparecem e são obrigatórios.'),
  '/configuracoes/parametro': t('Os parâmetros gerais da instituição.'),
  '/configuracoes/parametroemail': t('O servidor de e-mail que envia as mensagens do sistema.'),
  '/configuracoes/internacionalizacao': t('As mensagens da interface em português e em inglês.'),
});

const ehFormulario = (rota: Rota): boolean => rota.path.includes(':') || rota.name.endsWith('.novo') || rota.name.endsWith('.editar');

function permitida(rota: Rota, pode: VerificarPermissao): boolean {
  if ('abas' in rota) return rota.abas.some((aba) => !aba.permissao || pode(aba.permissao.tags, aba.permissao));
  return !rota.permissao || pode(rota.permissao.tags, rota.permissao);
}

export function telasDaFamilia(rotas: readonly Rota[], telas: readonly TelaDoCatalogo[], pode: VerificarPermissao): TelaDaFamilia[] {
  const daTabela = rotas.filter((r) => r.path !== RAIZ_DE_CONFIGURACOES && !ehFormulario(r) && permitida(r, pode)).map((r) => ({ titulo: r.titulo, path: r.path }));
  // GET /api/telas lists only the screens the user may see.
  const doMotor = telas.filter((tela) => tela.familia === 'configuracoes').map((tela) => ({ titulo: tela.titulo, path: tela.path }));
  const vistas = new Set<string>();
  const doQueServe = descricoes();
  return [...daTabela, ...doMotor].flatMap((tela) => {
    if (vistas.has(tela.path)) return [];
    vistas.add(tela.path);
    const descricao = doQueServe[tela.path];
    return [descricao === undefined ? tela : { ...tela, descricao }];
  });
}
