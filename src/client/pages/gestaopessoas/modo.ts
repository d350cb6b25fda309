import type { NomeDaRota } from '../../app/routes/familias/index.ts';
import type { t as Traduzir } from '../../i18n/traducao.ts';

// One screen, two modes (specification, "People/supplier register screen"): supplier mode
// applies when the current route name starts with financeiro.fornecedor.

export interface ModoDoCadastro {
  fornecedor: boolean;
  /** The title in the language of `t` (a component's useT()). */
  titulo(t: typeof Traduzir): string;
  /** The engine screen whose form opens a record (its descriptor's rota.name). */
  tela: string;
  /** Route names: where a new record and an existing one open, and the import (people only). */
  rotas: { novo: NomeDaRota; editar: NomeDaRota; importacao: NomeDaRota | null };
  /** The tags of the descriptor of `tela`; null where the mode offers no such action. */
  tags: { editar: string; desativar: string; imprimir: string | null; importar: string | null };
}

export const MODO_PESSOAS: ModoDoCadastro = {
  fornecedor: false,
  titulo: (t) => t('Pessoas'),
  tela: 'gestaopessoas.pessoa',
  rotas: { novo: 'gestaopessoas.pessoa.novo', editar: 'gestaopessoas.pessoa.editar', importacao: 'gestaopessoas.pessoa.importacao' },
  tags: {
    editar: 'gestaopessoas.pessoa.editar',
    desativar: 'gestaopessoas.pessoa.desativar',
    imprimir: 'gestaopessoas.pessoa.imprimir',
    importar: 'gestaopessoas.pessoa.importar',
  },
};

export const MODO_FORNECEDORES: ModoDoCadastro = {
  fornecedor: true,
  titulo: (t) => t('Fornecedores'),
  tela: 'financeiro.fornecedor',
  rotas: { novo: 'financeiro.fornecedor.novo', editar: 'financeiro.fornecedor.editar', importacao: null },
  tags: { editar: 'financeiro.fornecedor.editar', desativar: 'financeiro.fornecedor.desativar', imprimir: null, importar: null },
};

export const ehRotaDeFornecedor = (nomeDaRota: string | null): boolean => nomeDaRota?.startsWith('financeiro.fornecedor') ?? false;

export const modoDaRota = (nomeDaRota: string | null): ModoDoCadastro =>
  ehRotaDeFornecedor(nomeDaRota) ? MODO_FORNECEDORES : MODO_PESSOAS;
