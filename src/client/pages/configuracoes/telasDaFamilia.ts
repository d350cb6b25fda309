import type { Rota } from '../../app/routes/types.ts';
import type { VerificarPermissao } from '../../components/permissions/usePermissao.ts';
import type { TelaDoCatalogo } from '../../engine/dados/contrato.ts';

// The screens of the configuracoes family the user may open, for its root page: the route
// table's (never a form's route nor the root itself), then the engine's, each once.

export interface TelaDaFamilia {
  titulo: string;
  path: string;
  descricao?: string;
}

export const RAIZ_DE_CONFIGURACOES = '/configuracoes';

/** What each known screen is for; a screen not listed shows its title only. */
const DESCRICOES: Readonly<Record<string, string>> = {
  '/configuracoes/usuarios': 'Quem entra no sistema, em que unidades e com que grupos de permissão.',
  '/configuracoes/grupopermissao': 'Conjuntos de permissões dados aos usuários.',
  '/configuracoes/unidades': 'As unidades da instituição: CNPJ, endereço e contato.',
  '/configuracoes/setores': 'Os setores de cada unidade.',
  '/configuracoes/configuracaocampo': 'Quais campos dos formulários aparecem e são obrigatórios.',
  '/configuracoes/parametro': 'Os parâmetros gerais da instituição.',
  '/configuracoes/parametroemail': 'O servidor de e-mail que envia as mensagens do sistema.',
};

const ehFormulario = (rota: Rota): boolean => rota.path.includes(':') || rota.name.endsWith('.novo') || rota.name.endsWith('.editar');

function permitida(rota: Rota, pode: VerificarPermissao): boolean {
  if ('abas' in rota) return rota.abas.some((aba) => !aba.permissao || pode(aba.permissao.tags, aba.permissao));
  return !rota.permissao || pode(rota.permissao.tags, rota.permissao);
}

export function telasDaFamilia(rotas: readonly Rota[], telas: readonly TelaDoCatalogo[], pode: VerificarPermissao): TelaDaFamilia[] {
  const daTabela = rotas.filter((r) => r.path !== RAIZ_DE_CONFIGURACOES && !ehFormulario(r) && permitida(r, pode)).map((r) => ({ titulo: r.titulo, path: r.path }));
  // GET /api/telas lists only the screens the user may see.
  const doMotor = telas.filter((t) => t.familia === 'configuracoes').map((t) => ({ titulo: t.titulo, path: t.path }));
  const vistas = new Set<string>();
  return [...daTabela, ...doMotor].flatMap((tela) => {
    if (vistas.has(tela.path)) return [];
    vistas.add(tela.path);
    const descricao = DESCRICOES[tela.path];
    return [descricao === undefined ? tela : { ...tela, descricao }];
  });
}
